import { describe } from 'vitest';
import { memoryTeamsHarness } from './teams.harness.js';
import { teamInvitationRepoContract } from './team-invitation-repo.contract.js';

describe('InMemoryTeamInvitationRepo', () => teamInvitationRepoContract(memoryTeamsHarness));
