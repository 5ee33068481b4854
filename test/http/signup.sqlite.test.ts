import { describeOn } from '../support/each-database.js';
import { signupSuite } from './signup.suite.js';

describeOn('sqlite', 'signup over HTTP', signupSuite);
