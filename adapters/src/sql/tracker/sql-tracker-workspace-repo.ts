import type { TrackerWorkspaceRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';

/**
 * Children before the tables they reference, so no cascade does the work twice. The match tallies go
 * after the matches: deleting a match leaves its group's row at zero, and the workspace's zeros go too.
 */
const OWNED_TABLES = [
  'sideboard_plans',
  'card_tests',
  'matches',
  'match_tallies',
  'match_mulligan_tallies',
  'decklist_versions',
  'events',
  'meta_deck_snapshots',
  'meta_decks',
  'personal_decks',
  // Not a tracker table, but the workspace's all the same: its subscriptions and deliveries cascade.
  'webhooks',
] as const;

/** TrackerWorkspaceRepo: one delete per tracker table, on the caller's transaction. */
export class SqlTrackerWorkspaceRepo implements TrackerWorkspaceRepo {
  constructor(private readonly sql: Sql) {}

  async deleteAll(ownerId: string): Promise<void> {
    for (const table of OWNED_TABLES) await this.sql.run(`delete from ${table} where owner_id = ?`, [ownerId]);
  }
}
