import cors from 'cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { RequestHandler } from 'express';
import type { PublicRouteTest } from './public-routes.js';

/** helmet tuned for a JSON API: nothing here is ever rendered as a page. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** What a browser script may read of an answer, besides the always-readable headers. */
const EXPOSED_HEADERS = [
  'ETag',
  'Link',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'X-Request-Id',
  'X-Total-Count',
];
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'If-None-Match'];

/**
 * Security headers from helmet, and CORS in two policies: routes any origin may call (anonymous
 * card reads, see docs/api.md#cross-origin-requests) answer `Access-Control-Allow-Origin: *` without
 * credentials, to every request; every other route admits only the configured frontend origin, with
 * credentials. helmet's headers are the same on every response for this configuration, so they are
 * computed once and copied onto each response; the frontend policy runs only for requests that carry
 * an Origin (or are preflights). Together that took ~7% of the server's CPU per GET /auth/me
 * (bench/identity.mjs).
 */
export function securityMiddleware(frontendBaseUrl: string, isPublic: PublicRouteTest): RequestHandler {
  const origin = new URL(frontendBaseUrl).origin;
  const headers = helmetHeaders(HELMET_OPTIONS);
  const frontendOnly = cors({
    origin: (requestOrigin, allow) => allow(null, requestOrigin === origin ? origin : false),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    // The frontend's login may keep the device cookie (metagame_device), which exempts a known
    // device from the lock-out others' failed logins put on the account; it authenticates nothing.
    credentials: true,
  });
  // The same answer for every origin, so it needs no `Vary: Origin` and caches share it. A bearer
  // token still works: it is a header, not a credential in the CORS sense.
  const anyOrigin = cors({
    origin: '*',
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (isPublic(req)) {
      // helmet's `same-site` resource policy would still refuse these reads to other sites' pages
      // that load them without CORS (or under a cross-origin embedder policy).
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      return anyOrigin(req, res, next);
    }
    if (req.headers.origin !== undefined || req.method === 'OPTIONS') return frontendOnly(req, res, next);
    // What cors itself answers a request without an Origin: no CORS headers, responses vary by Origin.
    res.vary('Origin');
    next();
  };
}

/** The headers helmet sets for `options`, read by running it once against a recording response. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const recorded = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  let finished = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return [...recorded];
}
