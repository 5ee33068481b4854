import { describeOn } from '../support/each-database.js';
import { cardSearchKeysMigrationSuite } from './card-search-keys-migration.suite.js';

describeOn('postgres', 'migration m0018-card-search-keys', cardSearchKeysMigrationSuite);
