import { describeOn } from '../support/each-database.js';
import { apiTokensSuite } from './api-tokens.suite.js';

describeOn('sqlite', 'API tokens over HTTP', apiTokensSuite);
