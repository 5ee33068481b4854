import { describeOn } from '../support/each-database.js';
import { recoverySuite } from './recovery.suite.js';

describeOn('postgres', 'password reset and email change over HTTP', recoverySuite);
