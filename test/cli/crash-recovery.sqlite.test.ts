import { describeOn } from '../support/each-database.js';
import { crashRecoverySuite } from './crash-recovery.suite.js';

describeOn('sqlite', 'kill -9 during a burst of decklist-version POSTs', crashRecoverySuite);
