import { timingSafeEqual, createHash } from 'node:crypto';
import { bearerToken } from '../bearer-token.js';
import { HttpProblem } from '../http-problem.js';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may read GET /metrics (settings METRICS_ENABLED, METRICS_TOKEN): switched off it is not
 * there (404); with a token, only a request carrying `Authorization: Bearer <token>` (else 401).
 * The comparison takes the same time whatever the guess (digests of equal length, compared in
 * constant time), so the token cannot be found a character at a time.
 */
export function metricsAccess(settings: {
  readonly enabled: boolean;
  readonly token?: string | undefined;
}): (authorization: string | undefined) => void {
  const expected = settings.token === undefined ? null : digest(settings.token);
  return (authorization) => {
    if (!settings.enabled) throw new HttpProblem('NOT_FOUND', 'No route for GET /metrics.');
    if (expected === null) return;
    const token = bearerToken(authorization);
    if (token === null || !timingSafeEqual(digest(token), expected))
      throw new HttpProblem('UNAUTHENTICATED', 'Not authenticated.', { 'WWW-Authenticate': 'Bearer' });
  };
}
