import {
  MikroOrmCardRatingsRepo,
  MikroOrmCardTestRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserRepo,
} from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { openTestOrm } from '../support/test-orm.js';
import { aUser } from '../fakes/user-builder.js';
import { RATING_IDS, type CardRatingsHarness } from './card-ratings-repo.contract.js';

/** A migrated database with the users and decks the contract's card tests refer to. */
export async function openSqlCardRatings(kind: DatabaseKind): Promise<CardRatingsHarness> {
  const db = await openTestOrm(kind);
  const sql = db.orm.sql;
  const users = db.inContext(new MikroOrmUserRepo(sql));
  const decks = db.inContext(new MikroOrmPersonalDeckRepo(sql));
  const tests = db.inContext(new MikroOrmCardTestRepo(sql));
  for (const id of [RATING_IDS.ann, RATING_IDS.bob]) await users.insert(aUser().withId(id).build());
  const at = new Date('2026-11-01T00:00:00.000Z');
  for (const [id, ownerId] of [
    [RATING_IDS.annDeck, RATING_IDS.ann],
    [RATING_IDS.annOther, RATING_IDS.ann],
    [RATING_IDS.bobDeck, RATING_IDS.bob],
  ] as const) {
    await decks.insert({ id, ownerId, name: id, archivedAt: null, createdAt: at });
  }
  return { repo: db.inContext(new MikroOrmCardRatingsRepo(sql)), addTest: (t) => tests.insert(t), close: db.close };
}
