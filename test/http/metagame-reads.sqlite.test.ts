import { describeOn } from '../support/each-database.js';
import { metagameReadsSuite } from './metagame-reads.suite.js';

describeOn('sqlite', 'public metagame reads', metagameReadsSuite);
