import { describeOn } from '../support/each-database.js';
import { matchTalliesMigrationSuite } from './match-tallies-migration.suite.js';

describeOn('postgres', 'migration m0021-match-tallies', matchTalliesMigrationSuite);
