import { describeOn } from '../support/each-database.js';
import { operatorFlowSuite } from './operator-flow.suite.js';

describeOn('sqlite', 'operator flow through the CLI', operatorFlowSuite);
