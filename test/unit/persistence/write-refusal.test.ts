import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, writeRefusal } from '@metagame/adapters';

/** Errors shaped as the drivers throw them: node:sqlite sets `errcode`, pg sets the SQLSTATE as `code`. */
const sqliteError = (message: string, errcode: number) =>
  Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode, errstr: message });
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('writeRefusal', () => {
  it('reads SQLITE_READONLY, with or without an extended code, as read-only', () => {
    expect(writeRefusal(sqliteError('attempt to write a readonly database', 8))).toBe('read-only');
    expect(writeRefusal(sqliteError('attempt to write a readonly database', 1544))).toBe('read-only');
  });

  it('reads SQLITE_FULL as full', () => {
    expect(writeRefusal(sqliteError('database or disk is full', 13))).toBe('full');
  });

  it('reads PostgreSQL read_only_sql_transaction as read-only and disk_full as full', () => {
    expect(writeRefusal(pgError('cannot execute INSERT in a read-only transaction', '25006'))).toBe('read-only');
    expect(writeRefusal(pgError('could not extend file "base/1/2": No space left on device', '53100'))).toBe('full');
  });

  it('leaves every other failure alone', () => {
    expect(writeRefusal(sqliteError('UNIQUE constraint failed: users.email', 19))).toBeNull();
    expect(writeRefusal(pgError('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(writeRefusal(new Error('boom'))).toBeNull();
    expect(writeRefusal('not an error')).toBeNull();
  });
});

describe('isDatabaseUnavailable', () => {
  it('reads SQLite I/O errors and PostgreSQL storage errors as unavailable', () => {
    expect(isDatabaseUnavailable(sqliteError('disk I/O error', 10 | (4 << 8)))).toBe(true);
    expect(
      isDatabaseUnavailable(pgError('could not read block 0 in file "base/1/2": Input/output error', '58030')),
    ).toBe(true);
  });

  it('does not read a refused write as unavailable', () => {
    expect(isDatabaseUnavailable(sqliteError('database or disk is full', 13))).toBe(false);
    expect(isDatabaseUnavailable(pgError('cannot execute INSERT in a read-only transaction', '25006'))).toBe(false);
  });
});
