import { ConnectionException, LockWaitTimeoutException } from '@mikro-orm/core';

/**
 * PostgreSQL SQLSTATEs and socket errors that mean "the database is not reachable right now"
 * (53000/53200: out of resources or memory; 58030: an I/O error on the server's storage).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53000',
  '53200',
  '53300',
  '58030',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);
/** node:sqlite primary result codes: SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_IOERR, SQLITE_CANTOPEN. */
const SQLITE_UNAVAILABLE = new Set([5, 6, 7, 10, 14]);

/**
 * True when a failure comes from the database being down or saturated rather than from the request:
 * the host answers 503 (retry later) instead of 500, and never a success.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException || error instanceof LockWaitTimeoutException) return true;
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof errcode === 'number' && SQLITE_UNAVAILABLE.has(errcode & 0xff)) return true;
  return /Connection terminated|connection (?:ended|refused)|does not allow connections|not currently accepting connections|the database system is (?:starting up|shutting down)|timeout exceeded when trying to connect|database is locked|is not queryable/i.test(
    error.message,
  );
}
