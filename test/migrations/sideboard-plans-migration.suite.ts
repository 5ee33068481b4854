import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MikroOrmMatchRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';
import { seedTrackerOwner } from './seed-tracker-owner.js';

const BEFORE = 'm0012-events-and-game-details';

/** m0013-sideboard-plans leaves existing matches' plan flags unrecorded (null), and its down keeps every match. */
export function sideboardPlansMigrationSuite(kind: DatabaseKind): void {
  const ids = { user: randomUUID(), deck: randomUUID(), meta: randomUUID() };
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: BEFORE });
    const now = new Date('2026-03-01T10:00:00Z');
    await seedTrackerOwner(run, ids, now);
    for (const games of [
      ['win', 'loss', 'win'],
      ['loss', 'win', null],
    ]) {
      await run(
        'insert into matches (id, owner_id, match_date, personal_deck_id, opponent_deck_id, on_play, game1, game2, game3, opening_hand, turning_point, final_turn, created_at, game2_on_play, game3_on_play) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          randomUUID(),
          ids.user,
          '2026-03-01',
          ids.deck,
          ids.meta,
          true,
          ...games,
          '',
          '',
          '',
          now,
          false,
          games[2] === null ? null : true,
        ],
      );
    }
  });

  const flags = async () => {
    const page = await inRequestContext(db.orm, new MikroOrmMatchRepo(db.orm.sql)).page(
      ids.user,
      {},
      { limit: 10, offset: 0 },
    );
    return page.items
      .map((m) => [m.game1, m.game2PlanUsed, m.game3PlanUsed])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  };

  it('reads existing matches with no plan recorded', async () => {
    await db.orm.migrator.up();
    expect(await flags()).toEqual([
      ['loss', null, null],
      ['win', null, null],
    ]);
  });

  it('goes down keeping every match, and up again', async () => {
    await db.orm.migrator.up();
    const connection = db.orm.em.getConnection();
    await db.orm.migrator.down({ to: BEFORE });
    const [row] = await connection.execute<{ n: number | string }[]>('select count(*) as n from matches');
    expect(Number(row!.n)).toBe(2);
    await db.orm.migrator.up();
    expect((await flags()).length).toBe(2);
  });
}
