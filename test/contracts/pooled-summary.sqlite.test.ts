import { describeOn } from '../support/each-database.js';
import { pooledSummarySuite } from './pooled-summary.suite.js';

describeOn('sqlite', 'pooled results, per player (property, SQL aggregates)', pooledSummarySuite);
