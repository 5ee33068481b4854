import { describeOn } from '../support/each-database.js';
import { fuzzSuite } from './fuzz.suite.js';

describeOn('postgres', 'schema-driven fuzzing of every route', fuzzSuite);
