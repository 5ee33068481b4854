import { describeOn } from '../support/each-database.js';
import { usersSuite } from './users.suite.js';

describeOn('postgres', 'metagame users', usersSuite);
