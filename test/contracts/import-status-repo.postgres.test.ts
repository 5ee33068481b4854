import { MikroOrmImportStatusRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { importStatusRepoContract } from './import-status-repo.contract.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describeOn('postgres', 'MikroOrmImportStatusRepo', (kind) =>
  importStatusRepoContract(async () => {
    const db = await openTestOrm(kind);
    return {
      repoFor: (options) => db.inContext(new MikroOrmImportStatusRepo(db.orm.sql, { ...options, logger: quiet })),
      close: db.close,
    };
  }),
);
