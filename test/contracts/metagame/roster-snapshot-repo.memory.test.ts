import { describe } from 'vitest';
import { memoryRosterSnapshotRepoHarness } from './roster-snapshot-repo.harness.js';
import { rosterSnapshotRepoContract } from './roster-snapshot-repo.contract.js';

describe('InMemoryRosterSnapshotRepo', () => rosterSnapshotRepoContract(memoryRosterSnapshotRepoHarness));
