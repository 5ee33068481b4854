import { describeOn } from '../support/each-database.js';
import { signupSuite } from './signup.suite.js';

describeOn('postgres', 'signup over HTTP', signupSuite);
