import { describeOn } from '../support/each-database.js';
import { totpSuite } from './totp.suite.js';

describeOn('postgres', 'TOTP second factor over HTTP', totpSuite);
