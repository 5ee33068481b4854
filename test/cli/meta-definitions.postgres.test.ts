import { describeOn } from '../support/each-database.js';
import { metaDefinitionsSuite } from './meta-definitions.suite.js';

describeOn('postgres', 'metagame meta definitions import', metaDefinitionsSuite);
