import type { RouteContract } from '../route-contract.js';
import type { ResponseHeaderName } from './response-headers.js';

type Json = Record<string, unknown>;

/** A list route pages by `limit`/`offset` or by `page`; its pages link to their neighbours. */
export function isPaginated(route: RouteContract): boolean {
  const keys = Object.keys(route.query?.shape ?? {});
  return (keys.includes('limit') && keys.includes('offset')) || keys.includes('page');
}

/**
 * Which documented headers a response of `route` with `status` carries: the request id on every
 * answer, the rate-limit fields on every answer of a limited route, Retry-After on 429 and 503,
 * the Bearer challenge on a token route's 401, and on a success the route's own headers and a paginated list's Link.
 */
export function headersOf(route: RouteContract, status: number): Json | undefined {
  const names: ResponseHeaderName[] = ['X-Request-Id'];
  if (route.rateLimits) names.push('RateLimit-Policy', 'RateLimit');
  if (status === 429 || status === 503) names.push('Retry-After');
  if (status === 401 && route.access !== 'anonymous') names.push('WWW-Authenticate');
  if (status === route.success.status) {
    names.push(...(route.success.headers ?? []));
    if (isPaginated(route)) names.push('Link');
  }
  if (status === 304) names.push('ETag', 'Cache-Control');
  const unique = [...new Set(names)];
  return Object.fromEntries(unique.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
