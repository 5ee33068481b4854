import { describeOn } from '../support/each-database.js';
import { operatorFlowSuite } from './operator-flow.suite.js';

describeOn('postgres', 'operator flow through the CLI', operatorFlowSuite);
