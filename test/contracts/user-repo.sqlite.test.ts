import { expect, it } from 'vitest';
import { MikroOrmUserRepo } from '@metagame/adapters';
import { aUser } from '../fakes/user-builder.js';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { userRepoContract } from './user-repo.contract.js';

describeOn('sqlite', 'MikroOrmUserRepo', (kind) =>
  userRepoContract(async () => {
    const db = await openTestOrm(kind);
    return { repo: db.inContext(new MikroOrmUserRepo(db.orm.sql)), close: db.close };
  }),
);

// PostgreSQL text cannot hold U+0000 at all (the HTTP edge refuses it); SQLite can, once it is bound.
describeOn('sqlite', 'MikroOrmUserRepo with a NUL byte', (kind) => {
  it('stores and finds a display name holding a NUL byte (an inlined one ended the statement)', async () => {
    const db = await openTestOrm(kind);
    try {
      const repo = db.inContext(new MikroOrmUserRepo(db.orm.sql));
      const user = aUser().build();
      await repo.insert({ ...user, displayName: 'a\u0000b' });
      expect((await repo.findById(user.id))?.displayName).toBe('a\u0000b');
    } finally {
      await db.close();
    }
  });
});
