import { describeOn } from '../support/each-database.js';
import { priceDaysMigrationSuite } from './price-days-migration.suite.js';

describeOn('postgres', 'migration m0008-card-price-days', priceDaysMigrationSuite);
