import { describeOn } from '../support/each-database.js';
import { loginLimitsSuite } from './login-limits.suite.js';

describeOn('sqlite', 'login limits over HTTP from several addresses', loginLimitsSuite);
