import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamInvitationRepoContract } from './team-invitation-repo.contract.js';

describeOn('sqlite', 'SqlTeamInvitationRepo', (kind) => teamInvitationRepoContract(() => sqlTeamsHarness(kind)));
