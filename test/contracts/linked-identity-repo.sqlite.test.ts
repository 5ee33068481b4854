import { MikroOrmUserRepo, SqlLinkedIdentityRepo, SqlPasskeyRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { linkedIdentityRepoContract } from './linked-identity-repo.contract.js';

describeOn('sqlite', 'SqlLinkedIdentityRepo', (kind) =>
  linkedIdentityRepoContract(async () => {
    const db = await openTestOrm(kind);
    return {
      identities: db.inContext(new SqlLinkedIdentityRepo(db.orm.sql)),
      users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
      passkeys: db.inContext(new SqlPasskeyRepo(db.orm.sql)),
      close: db.close,
    };
  }),
);
