import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamMemberRepoContract } from './team-member-repo.contract.js';

describeOn('postgres', 'SqlTeamMemberRepo', (kind) => teamMemberRepoContract(() => sqlTeamsHarness(kind)));
