import { describeOn } from '../support/each-database.js';
import { sideboardPlansMigrationSuite } from './sideboard-plans-migration.suite.js';

describeOn('sqlite', 'migration m0013-sideboard-plans', sideboardPlansMigrationSuite);
