import { describeOn } from '../support/each-database.js';
import { trackerOwnershipSuite } from './tracker-ownership.suite.js';

describeOn('sqlite', 'tracker ownership over HTTP', trackerOwnershipSuite);
