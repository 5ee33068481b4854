import { describe } from 'vitest';
import { TEST_DATABASE_URL, type DatabaseKind } from './databases.js';

/**
 * Declares a suite for one database kind. A Postgres suite never skips: without TEST_DATABASE_URL
 * (only possible when vitest runs without test/vitest.config.ts, whose global setup provides a
 * server) the file fails to load, saying so.
 */
export function describeOn(kind: DatabaseKind, name: string, suite: (kind: DatabaseKind) => void): void {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    throw new Error(
      `${name} [postgres]: TEST_DATABASE_URL is not set; run vitest with --config test/vitest.config.ts, whose global setup starts a PostgreSQL server`,
    );
  }
  describe(`${name} [${kind}]`, () => suite(kind));
}
