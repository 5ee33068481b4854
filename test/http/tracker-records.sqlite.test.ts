import { describeOn } from '../support/each-database.js';
import { trackerRecordsSuite } from './tracker-records.suite.js';

describeOn('sqlite', 'tracker records over HTTP', trackerRecordsSuite);
