import type { ErrorResponse } from './error-response.js';

/**
 * The codes of failures the HTTP host answers by itself, not from a domain outcome: a request that
 * does not parse or is too large, a path or method no route serves, a rate limit, the database down,
 * a bug. A missing route answers the domain `NOT_FOUND` and a missing token `UNAUTHENTICATED`: a
 * client cannot tell them apart from the domain's own, nor needs to.
 */
export const HOST_ERROR_RESPONSES = {
  REQUEST_VALIDATION_FAILED: {
    status: 422,
    description: 'The path, query or body does not match its schema; `detail` lists each issue',
  },
  BAD_REQUEST: { status: 400, description: 'The body does not decode in its charset, or the request was cut off' },
  REQUEST_TIMEOUT: { status: 408, description: 'The request did not arrive in time' },
  METHOD_NOT_ALLOWED: { status: 405, description: 'The path exists under other methods; `Allow` names them' },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The body is over its size limit' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'The body’s content encoding or charset is not supported' },
  HEADERS_TOO_LARGE: { status: 431, description: 'The request line or headers are too large' },
  RATE_LIMITED: { status: 429, description: 'Too many requests; see Retry-After' },
  INTERNAL_ERROR: { status: 500, description: 'An unexpected failure (logged on the server)' },
  DATABASE_UNAVAILABLE: { status: 503, description: 'The database did not answer; see Retry-After' },
  WRITES_UNAVAILABLE: { status: 503, description: 'The database is read-only or its disk is full: reads still work' },
  SERVICE_UNAVAILABLE: { status: 503, description: 'The server is not ready, or is shutting down' },
} as const satisfies Record<string, ErrorResponse>;

export type HostErrorCode = keyof typeof HOST_ERROR_RESPONSES;
