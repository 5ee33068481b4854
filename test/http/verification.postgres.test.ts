import { describeOn } from '../support/each-database.js';
import { verificationSuite } from './verification.suite.js';

describeOn('postgres', 'email verification over HTTP', verificationSuite);
