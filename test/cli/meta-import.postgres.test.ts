import { describeOn } from '../support/each-database.js';
import { metaImportSuite } from './meta-import.suite.js';

describeOn('postgres', 'metagame meta import', metaImportSuite);
