import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamRepoContract } from './team-repo.contract.js';

describeOn('postgres', 'SqlTeamRepo', (kind) => teamRepoContract(() => sqlTeamsHarness(kind)));
