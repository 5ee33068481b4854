import { SqlRosterSnapshotRepo } from '@metagame/adapters';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { InMemoryRosterSnapshotRepo } from '../../fakes/metagame/in-memory-roster-snapshot-repo.js';
import type { RosterSnapshotRepoHarness } from './roster-snapshot-repo.contract.js';

export async function sqlRosterSnapshotRepoHarness(kind: DatabaseKind): Promise<RosterSnapshotRepoHarness> {
  const db = await openTestOrm(kind);
  return { repo: db.inContext(new SqlRosterSnapshotRepo(db.orm.sql)), close: db.close };
}

export async function memoryRosterSnapshotRepoHarness(): Promise<RosterSnapshotRepoHarness> {
  return { repo: new InMemoryRosterSnapshotRepo(), close: async () => {} };
}
