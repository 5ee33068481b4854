import { describeOn } from '../support/each-database.js';
import { matchTalliesSuite } from './match-tallies.suite.js';

describeOn('postgres', 'match tallies kept by the database', matchTalliesSuite);
