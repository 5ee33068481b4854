import { describeOn } from '../support/each-database.js';
import { sessionsSuite } from './sessions.suite.js';

describeOn('sqlite', 'sessions and the audit trail over HTTP', sessionsSuite);
