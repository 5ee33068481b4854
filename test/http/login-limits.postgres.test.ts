import { describeOn } from '../support/each-database.js';
import { loginLimitsSuite } from './login-limits.suite.js';

describeOn('postgres', 'login limits over HTTP from several addresses', loginLimitsSuite);
