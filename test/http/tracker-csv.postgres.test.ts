import { describeOn } from '../support/each-database.js';
import { trackerCsvSuite } from './tracker-csv.suite.js';

describeOn('postgres', 'match and card-test CSV over HTTP', trackerCsvSuite);
