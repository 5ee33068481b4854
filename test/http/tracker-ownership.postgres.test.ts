import { describeOn } from '../support/each-database.js';
import { trackerOwnershipSuite } from './tracker-ownership.suite.js';

describeOn('postgres', 'tracker ownership over HTTP', trackerOwnershipSuite);
