import { describeOn } from '../support/each-database.js';
import { matchTalliesSuite } from './match-tallies.suite.js';

describeOn('postgresql', 'match tallies kept by the database', matchTalliesSuite);
