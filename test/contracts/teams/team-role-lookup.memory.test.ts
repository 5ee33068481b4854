import { describe } from 'vitest';
import { memoryTeamsHarness } from './teams.harness.js';
import { teamRoleLookupContract } from './team-role-lookup.contract.js';

describe('InMemoryTeamMemberRepo as TeamRoleLookup', () => teamRoleLookupContract(memoryTeamsHarness));
