import { describeOn } from '../support/each-database.js';
import { publicCardApiSuite } from './public-card-api.suite.js';

describeOn('sqlite', 'public card API: CORS for any origin, compression', publicCardApiSuite);
