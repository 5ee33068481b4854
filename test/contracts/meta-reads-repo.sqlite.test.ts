import { describeOn } from '../support/each-database.js';
import { metaReadsRepoContract } from './meta-reads-repo.contract.js';
import { openSqlMetaReads } from './meta-reads-repo.harness.js';

describeOn('sqlite', 'SqlMetaReadsRepo', (kind) => metaReadsRepoContract(() => openSqlMetaReads(kind)));
