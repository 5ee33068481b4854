import { describeOn } from '../support/each-database.js';
import { observabilitySuite } from './observability.suite.js';

describeOn('sqlite', 'metrics over HTTP', observabilitySuite);
