import { searchKey, type CardNameLookup } from '@metagame/core';
import type { Sql } from '../runner/sql.js';

/** Keys per lookup statement. */
const KEYS_PER_QUERY = 500;

/**
 * CardNameLookup on `card_names`, which files every card under the search key of its full name and
 * of each face's: `Fire // Ice` and `Fire` both find Fire // Ice, `Lorien Revealed` finds
 * Lórien Revealed.
 */
export class SqlCardNameLookup implements CardNameLookup {
  constructor(private readonly sql: Sql) {}

  async unknownNames(names: readonly string[]): Promise<string[]> {
    const keys = [...new Set(names.map(searchKey))].filter((k) => k !== '');
    const known = new Set<string>();
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const batch = keys.slice(start, start + KEYS_PER_QUERY);
      const rows = await this.sql.all<{ key: string }>(
        `select distinct key from card_names where key in (${batch.map(() => '?').join(', ')})`,
        batch,
      );
      for (const row of rows) known.add(row.key);
    }
    return names.filter((name) => !known.has(searchKey(name)));
  }
}
