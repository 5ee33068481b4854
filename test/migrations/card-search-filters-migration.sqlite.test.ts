import { describeOn } from '../support/each-database.js';
import { cardSearchFiltersMigrationSuite } from './card-search-filters-migration.suite.js';

describeOn('sqlite', 'migration m0017-card-search-filters', cardSearchFiltersMigrationSuite);
