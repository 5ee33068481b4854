import type { Request } from 'express';
import type { RouteContract } from '@metagame/contracts';

/** Tells whether a request (or the request a preflight announces) is for a route any origin may call. */
export type PublicRouteTest = (req: Request) => boolean;

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Matches paths as the router does: `{param}` is one segment, a trailing slash is optional and case
 * does not matter. A path a public route's template matches is public for that route's method only.
 * The CORS policy is decided before routing (preflights and errors need it too), so it cannot ask
 * the router.
 */
export function publicRouteTest(routes: readonly RouteContract[]): PublicRouteTest {
  const patterns = routes
    .filter((route) => route.crossOrigin === 'any')
    .map((route) => ({
      method: route.method.toUpperCase(),
      path: new RegExp(`^${escape(route.path.replace(/\/$/, '')).replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
    }));
  return (req) => {
    const requested = req.method === 'OPTIONS' ? req.get('access-control-request-method') : req.method;
    const method = requested === 'HEAD' ? 'GET' : requested?.toUpperCase();
    return patterns.some((pattern) => pattern.method === method && pattern.path.test(req.path));
  };
}
