import { MikroOrmUserRepo, MikroOrmVerificationRepo } from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { openTestOrm } from '../support/test-orm.js';
import { aUser } from '../fakes/user-builder.js';
import type { VerificationRepoHarness } from './verification-repo.contract.js';

/** MikroOrmVerificationRepo on a migrated, isolated database, with users to hang records on. */
export async function mikroOrmVerificationHarness(kind: DatabaseKind): Promise<VerificationRepoHarness> {
  const db = await openTestOrm(kind);
  const users = db.inContext(new MikroOrmUserRepo(db.orm.sql));
  return {
    repo: db.inContext(new MikroOrmVerificationRepo(db.orm.sql)),
    seedUser: async (id) => {
      await users.insert(aUser().withId(id).withEmail(`${id}@example.com`).build());
    },
    deleteUser: async (id) => {
      await users.delete(id);
    },
    close: db.close,
  };
}
