import { describeOn } from '../support/each-database.js';
import { publicMetagameMigrationSuite } from './public-metagame-migration.suite.js';

describeOn('sqlite', 'migration m0021-public-metagame', publicMetagameMigrationSuite);
