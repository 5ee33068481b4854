import type { NameCandidate } from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';

/** Names SQL: text is ordered bytewise on both databases (PostgreSQL `COLLATE "C"`), so both answer in the same order. */
export interface NameStatements {
  /** name, key of names whose key starts with ?, up to `LIMIT ?` (the range [?, ?) of keys). */
  readonly startingWith: string;
  /** Names whose key holds the words (bound as the full-text phrase), up to `LIMIT ?`. */
  readonly holdingWords: string;
  readonly withKey: string;
  withKeys(count: number): string;
  /**
   * Names sharing a word start (the first three letters) with the query, best ranked first (FTS5
   * bm25, ts_rank); PostgreSQL falls back to pg_trgm similarity of the whole name when no word
   * starts alike (a typo in the first letters).
   */
  fuzzy(sql: Sql, key: string, starts: readonly string[], limit: number): Promise<NameCandidate[]>;
}

const marks = (n: number) => Array(n).fill('?').join(', ');

export const NAME_STATEMENTS: Readonly<Record<Dialect, NameStatements>> = {
  postgresql: {
    startingWith:
      'SELECT name, key FROM card_names WHERE key COLLATE "C" >= ? AND key COLLATE "C" < ? ORDER BY key COLLATE "C", name COLLATE "C" LIMIT ?',
    holdingWords:
      'SELECT name, key FROM card_names WHERE key_tsv @@ to_tsquery(\'simple\', ?) ORDER BY key COLLATE "C", name COLLATE "C" LIMIT ?',
    withKey: 'SELECT name, key FROM card_names WHERE key = ? ORDER BY name COLLATE "C"',
    withKeys: (n) => `SELECT name, key FROM card_names WHERE key IN (${marks(n)}) ORDER BY name COLLATE "C"`,
    fuzzy: async (sql, key, starts, limit) => {
      const query = starts.map((w) => `${w}:*`).join(' | ');
      const found = await sql.all<NameCandidate>(
        "SELECT name, key FROM card_names WHERE key_tsv @@ to_tsquery('simple', ?) ORDER BY ts_rank(key_tsv, to_tsquery('simple', ?)) DESC, key COLLATE \"C\" LIMIT ?",
        [query, query, limit],
      );
      if (found.length > 0) return found;
      return sql.all<NameCandidate>(
        'SELECT name, key FROM card_names WHERE key % ? ORDER BY similarity(key, ?) DESC, key COLLATE "C" LIMIT ?',
        [key, key, limit],
      );
    },
  },
  sqlite: {
    startingWith: 'SELECT name, key FROM card_names WHERE key >= ? AND key < ? ORDER BY key, name LIMIT ?',
    holdingWords:
      'SELECT n.name, n.key FROM card_names_fts f JOIN card_names n ON n.id = f.rowid WHERE card_names_fts MATCH ? ORDER BY n.key, n.name LIMIT ?',
    withKey: 'SELECT name, key FROM card_names WHERE key = ? ORDER BY name',
    withKeys: (n) => `SELECT name, key FROM card_names WHERE key IN (${marks(n)}) ORDER BY name`,
    fuzzy: (sql, _key, starts, limit) =>
      sql.all<NameCandidate>(
        'SELECT n.name, n.key FROM card_names_fts f JOIN card_names n ON n.id = f.rowid WHERE card_names_fts MATCH ? ORDER BY f.rank, n.key LIMIT ?',
        [starts.map((w) => `"${w}"*`).join(' OR '), limit],
      ),
  },
};
