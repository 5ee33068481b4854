import { describeOn } from '../support/each-database.js';
import { eventPrepSuite } from './event-prep.suite.js';

describeOn('sqlite', 'sideboard plans, plan flags and the field simulator over HTTP', eventPrepSuite);
