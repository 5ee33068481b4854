import { describeOn } from '../support/each-database.js';
import { hardeningSuite } from './hardening.suite.js';

describeOn('postgres', 'hardening over HTTP', hardeningSuite);
