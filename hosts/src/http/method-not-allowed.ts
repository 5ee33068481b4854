import type { RequestHandler } from 'express';
import type { RouteContract } from '@metagame/contracts';
import { HttpProblem } from './http-problem.js';

/**
 * Runs after the routes: a path that exists under other methods answers 405 with `Allow`, any other
 * path falls through to the JSON 404.
 */
export function methodNotAllowed(routes: readonly RouteContract[]): RequestHandler {
  const patterns = routes.map((route) => ({
    method: route.method.toUpperCase(),
    regex: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }));
  return (req, _res, next) => {
    const allowed = [...new Set(patterns.filter((p) => p.regex.test(req.path)).map((p) => p.method))];
    if (allowed.length === 0) return next();
    if (allowed.includes('GET')) allowed.push('HEAD');
    next(
      new HttpProblem('METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed here; use ${allowed.join(', ')}.`, {
        Allow: allowed.join(', '),
      }),
    );
  };
}
