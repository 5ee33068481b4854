import { describeOn } from '../support/each-database.js';
import { hardeningSuite } from './hardening.suite.js';

describeOn('sqlite', 'hardening over HTTP', hardeningSuite);
