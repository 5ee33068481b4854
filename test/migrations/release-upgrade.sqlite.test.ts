import { describeOn } from '../support/each-database.js';
import { releaseUpgradeSuite } from './release-upgrade.suite.js';

describeOn('sqlite', 'a database built by release 1.0.0, upgraded', releaseUpgradeSuite);
