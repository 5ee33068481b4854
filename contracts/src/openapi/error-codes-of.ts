import { ERROR_CATALOGUE, type ErrorCode } from '../error-responses.js';
import type { RouteContract } from '../route-contract.js';

/**
 * The error codes a route can answer, by status (ascending): those the host answers by itself
 * (access, inputs, bodies, limits) first, then the route's declared domain and host codes. The
 * OpenAPI document declares exactly these; the status of each comes from the one catalogue.
 */
export function errorCodesOf(route: RouteContract): Map<number, ErrorCode[]> {
  const codes: ErrorCode[] = [];
  if (route.access !== 'anonymous') codes.push('UNAUTHENTICATED');
  if (route.access !== 'anonymous' && route.access !== 'user') codes.push('INSUFFICIENT_PERMISSIONS');
  if (route.body) codes.push('BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (route.params || route.query || route.body) codes.push('REQUEST_VALIDATION_FAILED');
  if (route.rateLimits) codes.push('RATE_LIMITED');
  codes.push(...route.errors, ...(route.hostErrors ?? []));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
