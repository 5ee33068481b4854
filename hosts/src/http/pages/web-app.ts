import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { HttpProblem } from '../http-problem.js';
import { PAGE_CSP, REVALIDATE } from './content-security.js';

/** Where `npm run build` writes the web app (hosts/web/dist), from this file in src/ or in dist/. */
export const WEB_APP_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * The web app at /app/: the static files Vite built. Files under assets/ carry a content hash in
 * their name and are cached for a year; index.html is revalidated on every load. Any other path
 * without a file extension is a page of the app (a deep link such as /app/verify-email?…), answered
 * with index.html so the app's router shows it; a missing asset stays a 404.
 * A gzip copy written beside an asset at build time is sent to clients that accept it.
 */
export function webApp(dir: string = WEB_APP_DIR): Router {
  const router = express.Router({ strict: true });
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    next();
  });
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    router.use((_req, _res, next) =>
      next(new HttpProblem('NOT_FOUND', 'The web app is not built: run `npm run build`.')),
    );
    return router;
  }
  // Read once, like the server's own code: a rebuild of the app is served after a restart.
  const index = readFileSync(indexFile);
  router.get('/assets/{*file}', (req, res, next) => {
    // Built asset names are one path segment of word characters, dots and dashes: nothing else is
    // looked up on disk here (express.static below refuses `..` on its own).
    const asset = /^\/assets\/[\w.-]+$/.test(req.path) && !req.path.includes('..');
    if (asset && req.acceptsEncodings('gzip') === 'gzip' && existsSync(join(dir, `${req.path}.gz`))) {
      res.setHeader('Content-Encoding', 'gzip');
      res.vary('Accept-Encoding');
      res.type(req.path.slice(req.path.lastIndexOf('.')));
      return res.sendFile(
        `${req.path}.gz`,
        { root: dir, maxAge: '1y', immutable: true, acceptRanges: false },
        (error) => error && next(error),
      );
    }
    res.vary('Accept-Encoding');
    next();
  });
  router.use(
    '/assets',
    express.static(join(dir, 'assets'), { index: false, redirect: false, immutable: true, maxAge: '1y' }),
    (req, _res, next) => next(new HttpProblem('NOT_FOUND', `No such file: ${req.originalUrl.split('?')[0]}`)),
  );
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE),
    }),
  );
  router.get('{*page}', (req, res, next) => {
    if (!req.originalUrl.startsWith(`${req.baseUrl}/`))
      return res.redirect(301, `${req.baseUrl}/${req.originalUrl.slice(req.baseUrl.length)}`);
    if (/\.[a-z0-9]+$/i.test(req.path))
      return next(new HttpProblem('NOT_FOUND', `No such file: ${req.originalUrl.split('?')[0]}`));
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(index);
  });
  return router;
}
