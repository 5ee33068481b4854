import { describeOn } from '../support/each-database.js';
import { rosterSyncSuite } from './roster-sync.suite.js';

describeOn('sqlite', 'roster sync from the public metagame', rosterSyncSuite);
