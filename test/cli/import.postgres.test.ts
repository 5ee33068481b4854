import { describeOn } from '../support/each-database.js';
import { importCliSuite } from './import.suite.js';

describeOn('postgres', 'metagame import', importCliSuite);
