import { ConnectionException, LockWaitTimeoutException } from '@mikro-orm/core';

/** PostgreSQL SQLSTATEs and socket errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006', 'SQLITE_BUSY']);

/**
 * True when a failure comes from the database being down or saturated rather than from the request:
 * the host answers 503 (retry later) instead of 500, and never a success.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException || error instanceof LockWaitTimeoutException) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|connection (?:ended|refused)|does not allow connections|not currently accepting connections|the database system is (?:starting up|shutting down)|timeout exceeded when trying to connect|database is locked/i.test(error.message);
}
