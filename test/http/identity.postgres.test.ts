import { describeOn } from '../support/each-database.js';
import { identitySuite } from './identity.suite.js';

describeOn('postgres', 'identity over HTTP', identitySuite);
