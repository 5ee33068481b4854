import { describeOn } from '../support/each-database.js';
import { gameDetailsMigrationSuite } from './game-details-migration.suite.js';

describeOn('postgres', 'migration m0012-events-and-game-details', gameDetailsMigrationSuite);
