import { randomUUID } from 'node:crypto';
import {
  MikroOrmEventRepo,
  MikroOrmMatchRepo,
  MikroOrmMatchStatsRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserRepo,
} from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { openTestOrm } from '../support/test-orm.js';
import { aUser } from '../fakes/user-builder.js';
import { DECKS, EVENTS, IDS, ROSTER, VERSIONS, type MatchStatsHarness } from './match-stats-repo.contract.js';

/** A migrated database holding the users and decks the contract's matches refer to (foreign keys). */
export async function openSqlMatchStats(kind: DatabaseKind): Promise<MatchStatsHarness> {
  const db = await openTestOrm(kind);
  const sql = db.orm.sql;
  const at = new Date('2026-11-01T00:00:00.000Z');
  const users = db.inContext(new MikroOrmUserRepo(sql));
  const decks = db.inContext(new MikroOrmPersonalDeckRepo(sql));
  const roster = db.inContext(new MikroOrmMetaDeckRepo(sql));
  const matches = db.inContext(new MikroOrmMatchRepo(sql));
  for (const id of [IDS.ann, IDS.bob]) await users.insert(aUser().withId(id).build());
  for (const [id, ownerId] of DECKS) {
    await decks.insert({ id, ownerId, name: id, archivedAt: null, createdAt: at });
  }
  for (const { id, ownerId, name, category, archived } of ROSTER) {
    const fields = {
      name,
      tier: 1,
      category,
      decklistNotes: '',
      top8: 0,
      presence: 0,
      expected: 'as_expected',
      testsStatus: '',
      publicArchetype: null,
      presenceSource: 'manual',
      top8Source: 'manual',
    } as const;
    await roster.insert({ ...fields, id, ownerId, archivedAt: archived ? at : null, createdAt: at });
  }
  const events = db.inContext(new MikroOrmEventRepo(sql));
  for (const { id, ownerId, kind } of EVENTS)
    await events.insert({
      id,
      ownerId,
      kind,
      name: id,
      format: '',
      date: '2026-11-01',
      location: null,
      rounds: null,
      notes: '',
      archivedAt: null,
      createdAt: at,
    });
  // Versions straight into the table: appendNext numbers them itself, the contract names fixed ids.
  for (const v of VERSIONS) {
    await db
      .inContext(sql)
      .run(
        'insert into decklist_versions (id, owner_id, personal_deck_id, version, content, source, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [v.id, v.ownerId, v.personalDeckId, v.version, '', 'manual', at],
      );
  }
  return {
    repo: db.inContext(new MikroOrmMatchStatsRepo(sql)),
    addMatch: async ({
      games: [game1, game2, game3],
      sides: [game2OnPlay, game3OnPlay],
      mulligans: [game1Mulligans, game2Mulligans, game3Mulligans],
      plansUsed,
      playerId,
      ...rest
    }) => {
      const notes = { openingHand: '', turningPoint: '', finalTurn: '' };
      await matches.insert({
        ...rest,
        ...notes,
        playerId: playerId === undefined ? rest.ownerId : playerId,
        id: randomUUID(),
        game1,
        game2,
        game3,
        game2OnPlay,
        game3OnPlay,
        game1Mulligans,
        game2Mulligans,
        game3Mulligans,
        game2PlanUsed: plansUsed?.[0] ?? null,
        game3PlanUsed: plansUsed?.[1] ?? null,
        round: null,
        createdAt: at,
      });
    },
    close: db.close,
  };
}
