import { describeOn } from '../support/each-database.js';
import { metagameArchetypesSuite } from './metagame-archetypes.suite.js';

describeOn('sqlite', 'archetypes over HTTP', metagameArchetypesSuite);
