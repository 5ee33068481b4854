import { describeOn } from '../../support/each-database.js';
import { sqlTournamentRepoHarness } from './tournament-repo.harness.js';
import { tournamentRepoContract } from './tournament-repo.contract.js';

describeOn('sqlite', 'SqlTournamentRepo', (kind) => tournamentRepoContract(() => sqlTournamentRepoHarness(kind)));
