import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import { PAGE_CSP, REVALIDATE } from './content-security.js';

/** swagger-ui-dist files the page loads; nothing else of the package is served. */
const SWAGGER_FILES = [
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-bundle.js.map',
  'favicon-32x32.png',
] as const;

/**
 * The start script lives here rather than inline in the HTML, so the CSP needs no 'unsafe-inline'.
 * The form login of "Authorize" is the document's OAuth2 password flow (POST /api/v1/auth/token);
 * the token it gets is kept across reloads (persistAuthorization, the browser's localStorage).
 * The document names one server (this one, as a relative URL), so swagger-ui's server chooser, a
 * select with no label and nothing to choose, is left out.
 */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', window.location.href).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [() => ({ components: { ServersContainer: () => null } })],
  layout: 'BaseLayout',
});
`;

/**
 * Contrast fixes over swagger-ui's stylesheet, so the page passes axe's WCAG AA colour-contrast
 * rule: white on its pale method badges, grey on grey in the header, light grey links.
 */
const CONTRAST_CSS = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1864ab; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #237032; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a3c00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #066649; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b02525; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp { background: #495057; }
.swagger-ui .info .url, .swagger-ui .info a, .swagger-ui .opblock-tag small { color: #1864ab; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #237032; border-color: #237032; }
.swagger-ui .btn.authorize svg { fill: #237032; }
.swagger-ui .json-schema-2020-12-head .json-schema-2020-12-expand-deep-button { color: #495057; }
.swagger-ui .opblock .opblock-summary-description, .swagger-ui .opblock .opblock-summary-path__deprecated { color: #212529; }
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Metagame API reference</title>
  <link rel="icon" type="image/png" href="favicon-32x32.png">
  <link rel="stylesheet" href="swagger-ui.css">
  <link rel="stylesheet" href="contrast.css">
</head>
<body>
  <main id="swagger-ui"></main>
  <script src="swagger-ui-bundle.js"></script>
  <script src="start.js"></script>
</body>
</html>
`;

/**
 * The interactive API reference at /docs: swagger-ui from node_modules (swagger-ui-dist), reading
 * /openapi.json. Served under a strict CSP of its own; assets are cached for an hour (their names
 * carry no hash, so a package upgrade shows within that time).
 */
export function apiDocs(): Router {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const router = express.Router({ strict: true });
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    next();
  });
  router.get('/', (req, res) => {
    // /docs and /docs/ both arrive here; the page's relative asset URLs need the trailing slash.
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, `${req.baseUrl}/`);
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(PAGE);
  });
  router.get('/contrast.css', (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('css').send(CONTRAST_CSS);
  });
  router.get('/start.js', (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('js').send(START_SCRIPT);
  });
  for (const file of SWAGGER_FILES) {
    router.get(`/${file}`, (_req, res, next) =>
      res.sendFile(join(dir, file), { maxAge: '1h' }, (error) => error && next(error)),
    );
  }
  return router;
}
