import { SqlMetaReadsRepo } from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { seedPublicMeta } from '../support/public-meta-fixture.js';
import { openTestOrm } from '../support/test-orm.js';
import type { MetaReadsHarness } from './meta-reads-repo.contract.js';

/** A migrated database holding the fixture's tournaments, decks and matches. */
export async function openSqlMetaReads(kind: DatabaseKind): Promise<MetaReadsHarness> {
  const db = await openTestOrm(kind);
  const connection = db.orm.em.getConnection();
  await seedPublicMeta((sql, params) => connection.execute(sql, [...params]), kind);
  return {
    repo: db.inContext(new SqlMetaReadsRepo(db.orm.sql)),
    relabel: async (deckId, archetype, override) => {
      await connection.execute('update tournament_decks set archetype = ?, archetype_override = ? where id = ?', [
        archetype,
        override,
        deckId,
      ]);
    },
    addTournaments: (tournaments) =>
      seedPublicMeta((sql, params) => connection.execute(sql, [...params]), kind, {
        tournaments,
        decks: [],
        matches: [],
      }),
    close: () => db.close(),
  };
}
