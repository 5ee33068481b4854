import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers (helmet, tuned for a JSON API: nothing here is ever rendered as a page) and CORS
 * that admits only the configured frontend origin, with the Authorization header allowed.
 */
export function securityMiddleware(frontendBaseUrl: string): RequestHandler[] {
  const origin = new URL(frontendBaseUrl).origin;
  return [
    helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }, crossOriginResourcePolicy: { policy: 'same-site' } }),
    cors({ origin: (requestOrigin, allow) => allow(null, requestOrigin === origin ? origin : false), methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'], exposedHeaders: ['ETag', 'Retry-After', 'X-Total-Count'], maxAge: 600 }),
  ];
}
