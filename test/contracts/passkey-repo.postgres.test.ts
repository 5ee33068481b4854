import { MikroOrmUserRepo, SqlPasskeyRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { passkeyRepoContract } from './passkey-repo.contract.js';

describeOn('postgres', 'SqlPasskeyRepo', (kind) =>
  passkeyRepoContract(async () => {
    const db = await openTestOrm(kind);
    return {
      passkeys: db.inContext(new SqlPasskeyRepo(db.orm.sql)),
      users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
      close: db.close,
    };
  }),
);
