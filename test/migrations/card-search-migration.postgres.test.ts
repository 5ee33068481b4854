import { describeOn } from '../support/each-database.js';
import { cardSearchMigrationSuite } from './card-search-migration.suite.js';

describeOn('postgres', 'migration m0011-card-search', cardSearchMigrationSuite);
