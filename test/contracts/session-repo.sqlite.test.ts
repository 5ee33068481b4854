import { MikroOrmSessionRepo, MikroOrmUserRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { sessionRepoContract } from './session-repo.contract.js';

describeOn('sqlite', 'MikroOrmSessionRepo', (kind) =>
  sessionRepoContract(
    async () => {
      const db = await openTestOrm(kind);
      return {
        sessions: db.inContext(new MikroOrmSessionRepo(db.orm.sql)),
        users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
        close: db.close,
      };
    },
    { cascades: true },
  ),
);
