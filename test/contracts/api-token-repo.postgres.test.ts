import { MikroOrmUserRepo, SqlApiTokenRepo, SqlTeamMemberRepo, SqlTeamRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { apiTokenRepoContract } from './api-token-repo.contract.js';

describeOn('postgres', 'SqlApiTokenRepo', (kind) =>
  apiTokenRepoContract(
    async () => {
      const db = await openTestOrm(kind);
      const members = db.inContext(new SqlTeamMemberRepo(db.orm.sql));
      return {
        tokens: db.inContext(new SqlApiTokenRepo(db.orm.sql)),
        teams: db.inContext(new SqlTeamRepo(db.orm.sql)),
        members,
        users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
        close: db.close,
      };
    },
    { cascades: true },
  ),
);
