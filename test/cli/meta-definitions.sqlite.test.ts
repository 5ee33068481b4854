import { describeOn } from '../support/each-database.js';
import { metaDefinitionsSuite } from './meta-definitions.suite.js';

describeOn('sqlite', 'metagame meta definitions import', metaDefinitionsSuite);
