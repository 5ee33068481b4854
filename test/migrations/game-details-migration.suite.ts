import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MikroOrmMatchRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';
import { seedTrackerOwner } from './seed-tracker-owner.js';

const BEFORE = 'm0009-import-lock-holder';

/** m0012-events-and-game-details gives existing matches the default play order, and its down keeps every match. */
export function gameDetailsMigrationSuite(kind: DatabaseKind): void {
  const ids = { user: randomUUID(), deck: randomUUID(), meta: randomUUID() };
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: BEFORE });
    const now = new Date('2026-03-01T10:00:00Z');
    await seedTrackerOwner(run, ids, now);
    const match = (onPlay: boolean, games: (string | null)[]) =>
      run(
        'insert into matches (id, owner_id, match_date, personal_deck_id, opponent_deck_id, on_play, game1, game2, game3, opening_hand, turning_point, final_turn, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), ids.user, '2026-03-01', ids.deck, ids.meta, onPlay, ...games, '', '', '', now],
      );
    await match(true, ['win', 'loss', 'win']); // game 2 on the draw, game 3 on the play
    await match(false, ['loss', 'win', null]); // game 2 on the play
    await match(true, ['draw', 'draw', 'loss']); // draws keep the side: play, play
    await match(false, [null, null, null]);
  });

  const sides = async () => {
    const matches = inRequestContext(db.orm, new MikroOrmMatchRepo(db.orm.sql));
    const page = await matches.page(ids.user, {}, { limit: 10, offset: 0 });
    return page.items
      .map((m) => [m.onPlay, m.game1, m.game2OnPlay, m.game3OnPlay])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  };

  it('backfills the default play order of games 2 and 3, and nothing for games not played', async () => {
    await db.orm.migrator.up();
    expect(await sides()).toEqual(
      [
        [true, 'win', false, true],
        [false, 'loss', true, null],
        [true, 'draw', true, true],
        [false, null, null, null],
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  });

  it('goes down keeping every match, and up again', async () => {
    await db.orm.migrator.up();
    await db.orm.migrator.down({ to: BEFORE });
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ n: number | string }[]>('select count(*) as n from matches');
    expect(Number(row!.n)).toBe(4);
    await db.orm.migrator.up();
    expect((await sides()).length).toBe(4);
  });
}
