import { describeOn } from '../support/each-database.js';
import { importCliSuite } from './import.suite.js';

describeOn('sqlite', 'metagame import', importCliSuite);
