import cors from 'cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { RequestHandler } from 'express';

/** helmet tuned for a JSON API: nothing here is ever rendered as a page. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Security headers from helmet and CORS that admits only the configured frontend origin, with the
 * Authorization header allowed. helmet's headers are the same on every response for this
 * configuration, so they are computed once and copied onto each response; CORS runs only for
 * requests that carry an Origin (or are preflights). Together that took ~7% of the server's CPU
 * per GET /auth/me (bench/identity.mjs).
 */
export function securityMiddleware(frontendBaseUrl: string): RequestHandler {
  const origin = new URL(frontendBaseUrl).origin;
  const headers = helmetHeaders(HELMET_OPTIONS);
  const corsHandler = cors({
    origin: (requestOrigin, allow) => allow(null, requestOrigin === origin ? origin : false),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Link', 'Retry-After', 'X-Total-Count'],
    maxAge: 600,
    // The frontend's login may keep the device cookie (metagame_device), which exempts a known
    // device from the lock-out others' failed logins put on the account; it authenticates nothing.
    credentials: true,
  });
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.headers.origin !== undefined || req.method === 'OPTIONS') return corsHandler(req, res, next);
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
