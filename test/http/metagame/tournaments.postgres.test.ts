import { describeOn } from '../../support/each-database.js';
import { tournamentsSuite } from './tournaments.suite.js';

describeOn('postgres', 'tournament import and reads over HTTP', tournamentsSuite);
