import { describeOn } from '../support/each-database.js';
import { metaImportSuite } from './meta-import.suite.js';

describeOn('sqlite', 'metagame meta import', metaImportSuite);
