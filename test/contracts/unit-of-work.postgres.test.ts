import { RequestContext } from '@mikro-orm/core';
import { MikroOrmUnitOfWork, MikroOrmUserRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';

describeOn('postgres', 'MikroOrmUnitOfWork', (kind) =>
  unitOfWorkContract(async () => {
    const db = await openTestOrm(kind);
    return {
      uow: new MikroOrmUnitOfWork(db.orm.sql),
      users: new MikroOrmUserRepo(db.orm.sql),
      inRequest: (work) => RequestContext.create(db.orm.em, work),
      close: db.close,
    };
  }),
);
