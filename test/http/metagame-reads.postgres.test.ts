import { describeOn } from '../support/each-database.js';
import { metagameReadsSuite } from './metagame-reads.suite.js';

describeOn('postgres', 'public metagame reads', metagameReadsSuite);
