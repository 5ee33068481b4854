import { describe } from 'vitest';
import { memoryTeamsHarness } from './teams.harness.js';
import { teamRepoContract } from './team-repo.contract.js';

describe('InMemoryTeamRepo', () => teamRepoContract(memoryTeamsHarness));
