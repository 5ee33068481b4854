import { describeOn } from '../support/each-database.js';
import { cardSearchSpeedMigrationSuite } from './card-search-speed-migration.suite.js';

describeOn('postgres', 'migration m0015-card-search-speed', cardSearchSpeedMigrationSuite);
