import type { Orm } from './create-orm.js';

/** What `metagame status` counts, by the table that holds it. */
const COUNTED = {
  users: 'users',
  sets: 'card_sets',
  cards: 'cards',
  decks: 'personal_decks',
  matches: 'matches',
  events: 'events',
} as const;

export type RowCounts = Readonly<Record<keyof typeof COUNTED, number>>;

/** Rows in the main tables, for an operator's overview; one count statement each, read-only. */
export async function rowCounts(orm: Orm): Promise<RowCounts> {
  const connection = orm.em.fork().getConnection();
  const counts: Partial<Record<keyof typeof COUNTED, number>> = {};
  for (const [name, table] of Object.entries(COUNTED) as [keyof typeof COUNTED, string][]) {
    const [row] = await connection.execute<{ n: number | string }[]>(`select count(*) as n from ${table}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts as RowCounts;
}
