import { describeOn } from '../../support/each-database.js';
import { sqlRosterSnapshotRepoHarness } from './roster-snapshot-repo.harness.js';
import { rosterSnapshotRepoContract } from './roster-snapshot-repo.contract.js';

describeOn('postgres', 'SqlRosterSnapshotRepo', (kind) =>
  rosterSnapshotRepoContract(() => sqlRosterSnapshotRepoHarness(kind)),
);
