import { describeOn } from '../support/each-database.js';
import { fuzzSuite } from './fuzz.suite.js';

describeOn('sqlite', 'schema-driven fuzzing of every route', fuzzSuite);
