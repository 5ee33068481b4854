import { describeOn } from '../support/each-database.js';
import { identitySuite } from './identity.suite.js';

describeOn('sqlite', 'identity over HTTP', identitySuite);
