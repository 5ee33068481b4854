import { describeOn } from '../support/each-database.js';
import { observabilitySuite } from './observability.suite.js';

describeOn('postgres', 'metrics over HTTP', observabilitySuite);
