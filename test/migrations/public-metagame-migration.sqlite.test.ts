import { describeOn } from '../support/each-database.js';
import { publicMetagameMigrationSuite } from './public-metagame-migration.suite.js';

describeOn('sqlite', 'migration m0022-public-metagame', publicMetagameMigrationSuite);
