import { searchKey, type CardNameLookup } from '@metagame/core';
import type { Sql } from '../runner/sql.js';

/** Keys per lookup statement. */
const KEYS_PER_QUERY = 500;
/** Keys remembered as known; past this the memory starts over (a card reference holds ~35,000 names). */
const KNOWN_KEYS_LIMIT = 100_000;

/**
 * CardNameLookup on `card_names`, which files every card under the search key of its full name and
 * of each face's: `Fire // Ice` and `Fire` both find Fire // Ice, `Lorien Revealed` finds
 * Lórien Revealed. Keys found once are remembered (the card reference only grows), so a folder of
 * events of one format asks the database about new names only; unknown names are asked every time.
 */
export class SqlCardNameLookup implements CardNameLookup {
  private readonly known = new Set<string>();

  constructor(private readonly sql: Sql) {}

  async unknownNames(names: readonly string[]): Promise<string[]> {
    const keyOf = new Map(names.map((name) => [name, searchKey(name)]));
    if (this.known.size + keyOf.size > KNOWN_KEYS_LIMIT) this.known.clear();
    const known = this.known;
    const keys = [...new Set(keyOf.values())].filter((k) => k !== '' && !known.has(k));
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const batch = keys.slice(start, start + KEYS_PER_QUERY);
      const rows = await this.sql.all<{ key: string }>(
        `select distinct key from card_names where key in (${batch.map(() => '?').join(', ')})`,
        batch,
      );
      for (const row of rows) known.add(row.key);
    }
    return names.filter((name) => !known.has(keyOf.get(name)!));
  }
}
