/** Runs one bound statement on the database a migration test set up. */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

/** The ids of a user with one personal deck and one roster deck, as rows written before a migration. */
export interface TrackerOwnerIds {
  readonly user: string;
  readonly deck: string;
  readonly meta: string;
}

/**
 * Writes a verified user, a personal deck and a roster deck straight into the tables, in the columns
 * every release since 1.0.0 has: what tracker migration tests put matches on before migrating.
 */
export async function seedTrackerOwner(run: RunSql, ids: TrackerOwnerIds, now: Date): Promise<void> {
  await run(
    'insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [ids.user, `${ids.user}@example.com`, 'x', 'user', true, true, 0, now, now],
  );
  await run('insert into personal_decks (id, owner_id, name, archived_at, created_at) values (?, ?, ?, ?, ?)', [
    ids.deck,
    ids.user,
    'Deck',
    null,
    now,
  ]);
  await run(
    'insert into meta_decks (id, owner_id, name, tier, category, decklist_notes, top8, presence, expected, tests_status, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [ids.meta, ids.user, 'Burn', 1, 'aggro', '', 0, 0, 'as_expected', '', null, now],
  );
}
