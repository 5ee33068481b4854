import { describeOn } from '../support/each-database.js';
import { importInterruptionsSuite } from './import-interruptions.suite.js';

describeOn('postgres', 'card-data import stopped by a signal or killed', importInterruptionsSuite);
