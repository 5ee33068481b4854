import { MikroOrmTotpRepo, MikroOrmUserRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { totpRepoContract } from './totp-repo.contract.js';

describeOn('sqlite', 'MikroOrmTotpRepo', (kind) =>
  totpRepoContract(async () => {
    const db = await openTestOrm(kind);
    return {
      totp: db.inContext(new MikroOrmTotpRepo(db.orm.sql)),
      users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
      close: db.close,
    };
  }),
);
