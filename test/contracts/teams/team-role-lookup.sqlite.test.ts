import { describeOn } from '../../support/each-database.js';
import { sqlTeamsHarness } from './teams.harness.js';
import { teamRoleLookupContract } from './team-role-lookup.contract.js';

describeOn('sqlite', 'SqlTeamRoleLookup', (kind) => teamRoleLookupContract(() => sqlTeamsHarness(kind)));
