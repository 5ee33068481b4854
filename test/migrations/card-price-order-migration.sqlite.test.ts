import { describeOn } from '../support/each-database.js';
import { cardPriceOrderMigrationSuite } from './card-price-order-migration.suite.js';

describeOn('sqlite', 'migration m0016-card-price-order', cardPriceOrderMigrationSuite);
