import { describeOn } from '../support/each-database.js';
import { teamPooledSummarySuite } from './team-pooled-summary.suite.js';

describeOn('postgres', 'team summaries pooled per player', teamPooledSummarySuite);
