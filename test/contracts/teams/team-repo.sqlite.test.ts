import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamRepoContract } from './team-repo.contract.js';

describeOn('sqlite', 'SqlTeamRepo', (kind) => teamRepoContract(() => sqlTeamsHarness(kind)));
