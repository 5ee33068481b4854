import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamInvitationRepoContract } from './team-invitation-repo.contract.js';

describeOn('postgres', 'SqlTeamInvitationRepo', (kind) => teamInvitationRepoContract(() => sqlTeamsHarness(kind)));
