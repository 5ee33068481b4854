import { MikroOrmUserRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { userRepoContract } from './user-repo.contract.js';

describeOn('postgres', 'MikroOrmUserRepo', (kind) =>
  userRepoContract(async () => {
    const db = await openTestOrm(kind);
    return { repo: db.inContext(new MikroOrmUserRepo(db.orm.sql)), close: db.close };
  }),
);
