import { describe } from 'vitest';
import { hasPostgres, type DatabaseKind } from './databases.js';

/**
 * Declares a suite for one database kind. Postgres suites are skipped — and say so in the report —
 * when TEST_DATABASE_URL is unset (CI sets it).
 */
export function describeOn(kind: DatabaseKind, name: string, suite: (kind: DatabaseKind) => void): void {
  if (kind === 'postgres' && !hasPostgres) {
    describe.skip(`${name} [postgres: TEST_DATABASE_URL not set]`, () => suite(kind));
    return;
  }
  describe(`${name} [${kind}]`, () => suite(kind));
}
