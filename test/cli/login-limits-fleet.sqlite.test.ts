import { describeOn } from '../support/each-database.js';
import { loginLimitsFleetSuite } from './login-limits-fleet.suite.js';

describeOn('sqlite', 'login limits across two server processes', loginLimitsFleetSuite);
