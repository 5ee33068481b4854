import { randomUUID } from 'node:crypto';
import {
  MikroOrmMatchRepo,
  MikroOrmMatchStatsRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserRepo,
} from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { ROSTER, type PooledSummaryHarness } from '../support/pooled-summary.js';
import { openTestOrm } from '../support/test-orm.js';
import { aUser } from '../fakes/user-builder.js';

/**
 * A migrated database for the pooled = personal check: three member accounts, and each new workspace
 * with its personal deck and roster (a personal workspace's owner is a new account, as matches'
 * player ids reference users).
 */
export async function openSqlPooledSummary(
  kind: DatabaseKind,
): Promise<PooledSummaryHarness & { close(): Promise<void> }> {
  const db = await openTestOrm(kind);
  const sql = db.orm.sql;
  const at = new Date('2026-11-01T00:00:00.000Z');
  const users = db.inContext(new MikroOrmUserRepo(sql));
  const decks = db.inContext(new MikroOrmPersonalDeckRepo(sql));
  const roster = db.inContext(new MikroOrmMetaDeckRepo(sql));
  const matches = db.inContext(new MikroOrmMatchRepo(sql));
  const newUser = async () => {
    const user = aUser().withId(randomUUID()).build();
    await users.insert(user);
    return user.id;
  };
  const members = [await newUser(), await newUser(), await newUser()];
  return {
    repo: db.inContext(new MikroOrmMatchStatsRepo(sql)),
    members,
    newWorkspace: async (personal) => {
      const ownerId = personal ? await newUser() : randomUUID();
      const deckId = randomUUID();
      await decks.insert({ id: deckId, ownerId, name: 'Deck', archivedAt: null, createdAt: at });
      const rosterIds: string[] = [];
      for (const { name, category, archived } of ROSTER) {
        const id = randomUUID();
        rosterIds.push(id);
        const fields = {
          tier: 1,
          decklistNotes: '',
          top8: 0,
          presence: 0,
          expected: 'as_expected',
          testsStatus: '',
          publicArchetype: null,
          presenceSource: 'manual',
          top8Source: 'manual',
        } as const;
        await roster.insert({
          ...fields,
          id,
          ownerId,
          name,
          category,
          archivedAt: archived ? at : null,
          createdAt: at,
        });
      }
      return { ownerId, deckId, rosterIds };
    },
    addMatches: (list) => matches.insertMany(list),
    close: db.close,
  };
}
