import { describeOn } from '../support/each-database.js';
import { identityThreeMigrationSuite } from './identity-three-migration.suite.js';

describeOn('postgres', 'm0014 reset, email change and TOTP tables', identityThreeMigrationSuite);
