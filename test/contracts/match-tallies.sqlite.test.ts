import { describeOn } from '../support/each-database.js';
import { matchTalliesSuite } from './match-tallies.suite.js';

describeOn('sqlite', 'match tallies kept by the database', matchTalliesSuite);
