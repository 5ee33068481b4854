import { describeOn } from '../support/each-database.js';
import { usersSuite } from './users.suite.js';

describeOn('sqlite', 'metagame users', usersSuite);
