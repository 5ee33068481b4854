import { describeOn } from '../support/each-database.js';
import { schemaSnapshotSuite } from './schema-snapshot.suite.js';

describeOn('sqlite', 'the schema after every migration', schemaSnapshotSuite);
