import { describeOn } from '../support/each-database.js';
import { trackerAnalyticsSuite } from './tracker-analytics.suite.js';

describeOn('postgres', 'tracker analytics over HTTP', trackerAnalyticsSuite);
