import { SqlTournamentRepo } from '@metagame/adapters';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { InMemoryTournamentRepo } from '../../fakes/metagame/in-memory-tournament-repo.js';
import type { TournamentRepoHarness } from './tournament-repo.contract.js';

export async function sqlTournamentRepoHarness(kind: DatabaseKind): Promise<TournamentRepoHarness> {
  const db = await openTestOrm(kind);
  return { repo: db.inContext(new SqlTournamentRepo(db.orm.sql)), close: db.close };
}

export async function memoryTournamentRepoHarness(): Promise<TournamentRepoHarness> {
  return { repo: new InMemoryTournamentRepo(), close: async () => {} };
}
