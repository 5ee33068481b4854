import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MikroOrmMatchStatsRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { MatchGrouping } from '@metagame/core';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';
import { seedTrackerOwner } from './seed-tracker-owner.js';

const BEFORE = 'm0020-team-audit';
const TALLIES = 'm0021-match-tallies';
const GAMES = ['win', 'loss', 'draw', null] as const;

/**
 * m0021-match-tallies fills the tallies from the matches already recorded: the summary read from them
 * equals the scan of the matches, grouped by opponent and by version. Down drops them; up again
 * fills them again.
 */
export function matchTalliesMigrationSuite(kind: DatabaseKind): void {
  const ids = { user: randomUUID(), deck: randomUUID(), meta: randomUUID() };
  const other = randomUUID();
  const now = new Date('2026-03-01T10:00:00Z');

  const db = migrationDatabase(kind, async (d) => {
    await d.orm.migrator.up({ to: BEFORE });
    await seedTrackerOwner(d.run, ids, now);
    await d.run(
      'insert into meta_decks (id, owner_id, name, tier, category, decklist_notes, top8, presence, expected, tests_status, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [other, ids.user, 'Tron', 1, 'combo', '', 0, 0, 'as_expected', '', null, now],
    );
    for (let i = 0; i < 36; i += 1)
      await d.run(
        `insert into matches (id, owner_id, player_id, match_date, personal_deck_id, opponent_deck_id, on_play, game1, game2, game3,
          game2_on_play, game3_on_play, game1_mulligans, game2_mulligans, game3_mulligans, game2_plan_used, game3_plan_used,
          opening_hand, turning_point, final_turn, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', '', ?)`,
        [
          randomUUID(),
          ids.user,
          i % 5 === 0 ? null : ids.user,
          '2026-03-01',
          ids.deck,
          i % 3 === 0 ? other : ids.meta,
          i % 2 === 0,
          GAMES[i % 4],
          GAMES[(i >> 2) % 4],
          GAMES[(i >> 4) % 4],
          i % 3 === 1,
          i % 7 === 0 ? null : i % 2 === 1,
          i % 3,
          i % 4 === 0 ? null : 1,
          i % 2,
          i % 5 < 3,
          i % 6 === 0 ? null : i % 4 < 2,
          now,
        ],
      );
  });

  const expectTalliesAgree = async () => {
    const repo = inRequestContext(db.orm, new MikroOrmMatchStatsRepo(db.orm.sql));
    for (const by of ['opponent', 'version'] as MatchGrouping[]) {
      const tallied = await repo.count(ids.user, {}, by);
      const scanned = await repo.count(ids.user, { dateFrom: '2000-01-01' }, by);
      expect(tallied.matches.length).toBeGreaterThan(0);
      expect(tallied.mulligans.length).toBeGreaterThan(0);
      expect(new Set(tallied.matches.map((m) => JSON.stringify(m)))).toEqual(
        new Set(scanned.matches.map((m) => JSON.stringify(m))),
      );
      expect(new Set(tallied.mulligans.map((m) => JSON.stringify(m)))).toEqual(
        new Set(scanned.mulligans.map((m) => JSON.stringify(m))),
      );
    }
  };

  it('fills the tallies from the recorded matches, and again after down and up', async () => {
    await db.orm.migrator.up({ to: TALLIES });
    await expectTalliesAgree();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await db.columns('match_tallies')).toEqual([]);
    await db.orm.migrator.up({ to: TALLIES });
    await expectTalliesAgree();
  });
}
