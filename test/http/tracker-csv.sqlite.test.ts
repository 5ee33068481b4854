import { describeOn } from '../support/each-database.js';
import { trackerCsvSuite } from './tracker-csv.suite.js';

describeOn('sqlite', 'match and card-test CSV over HTTP', trackerCsvSuite);
