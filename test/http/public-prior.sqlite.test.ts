import { describeOn } from '../support/each-database.js';
import { publicPriorSuite } from './public-prior.suite.js';

describeOn('sqlite', 'field simulator with the public prior', publicPriorSuite);
