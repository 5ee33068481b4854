import { expect, it } from 'vitest';
import { instantsOf } from '@metagame/core';
import { SqlMetaReadsRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';
import { DECKS, MATCHES, TOURNAMENTS, seedPublicMeta } from '../support/public-meta-fixture.js';
import { InMemoryMetaReadsRepo } from '../fakes/metagame/in-memory-meta-reads-repo.js';

const BEFORE = 'm0024-roster-sync';
const ARCHETYPES = 'm0029-match-archetypes';
const OPEN = instantsOf({ format: 'modern', from: null, to: null });

/**
 * m0029-match-archetypes copies both decks' effective archetypes onto the matches already imported:
 * the pair counts read from the copies equal the fixture's counted from the decks (hand overrides
 * and unclassified decks included). Down takes the columns away; up fills them again.
 */
export function matchArchetypesMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async (d) => {
    await d.orm.migrator.up({ to: BEFORE });
    await seedPublicMeta((sql, params) => d.run(sql, params), kind);
  });

  const expectPairsFromDecks = async () => {
    const repo = inRequestContext(db.orm, new SqlMetaReadsRepo(db.orm.sql));
    const fromDecks = new InMemoryMetaReadsRepo({ tournaments: TOURNAMENTS, decks: DECKS, matches: MATCHES });
    const expected = await fromDecks.pairCounts(OPEN);
    expect(expected.length).toBeGreaterThan(3);
    expect(new Set((await repo.pairCounts(OPEN)).map((p) => JSON.stringify(p)))).toEqual(
      new Set(expected.map((p) => JSON.stringify(p))),
    );
  };

  it('fills both archetypes of every imported match, and again after down and up', async () => {
    await db.orm.migrator.up({ to: ARCHETYPES });
    await expectPairsFromDecks();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await db.columns('tournament_matches')).not.toContain('archetype1');
    await db.orm.migrator.up({ to: ARCHETYPES });
    await expectPairsFromDecks();
  });
}
