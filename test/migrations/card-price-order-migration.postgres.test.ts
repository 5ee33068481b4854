import { describeOn } from '../support/each-database.js';
import { cardPriceOrderMigrationSuite } from './card-price-order-migration.suite.js';

describeOn('postgres', 'migration m0016-card-price-order', cardPriceOrderMigrationSuite);
