import { describe } from 'vitest';
import { memoryTeamsHarness } from './teams.harness.js';
import { teamMemberRepoContract } from './team-member-repo.contract.js';

describe('InMemoryTeamMemberRepo', () => teamMemberRepoContract(memoryTeamsHarness));
