import { ReadOnlyException } from '@mikro-orm/core';

/** Why the database refuses writes while it still answers reads. */
export type WriteRefusal = 'read-only' | 'full';

/** node:sqlite's `errcode` (the low byte is the primary result code). */
const SQLITE_REFUSALS: Readonly<Record<number, WriteRefusal>> = { 8: 'read-only', 13: 'full' };
/** PostgreSQL SQLSTATEs: read_only_sql_transaction, disk_full. */
const POSTGRES_REFUSALS: Readonly<Record<string, WriteRefusal>> = { '25006': 'read-only', '53100': 'full' };

/**
 * Why a failure means the database cannot be written, or null when it is about something else.
 * 'read-only': SQLITE_READONLY (a read-only file, filesystem or open) or a PostgreSQL read-only
 * transaction (`default_transaction_read_only`, a hot standby). 'full': SQLITE_FULL (no room on the
 * disk, or `max_page_count` reached) or PostgreSQL's disk_full. The host answers 503, never 500.
 */
export function writeRefusal(error: unknown): WriteRefusal | null {
  if (error instanceof ReadOnlyException) return 'read-only';
  if (!(error instanceof Error)) return null;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (typeof errcode === 'number') return SQLITE_REFUSALS[errcode & 0xff] ?? null;
  if (typeof code === 'string') return POSTGRES_REFUSALS[code] ?? null;
  return null;
}
