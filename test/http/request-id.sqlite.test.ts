import { describeOn } from '../support/each-database.js';
import { requestIdSuite } from './request-id.suite.js';

describeOn('sqlite', 'X-Request-Id over HTTP', requestIdSuite);
