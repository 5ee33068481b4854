import { RequestContext } from '@mikro-orm/core';
import { MikroOrmAuditLog, MikroOrmUnitOfWork } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { auditLogContract } from './audit-log.contract.js';

describeOn('sqlite', 'MikroOrmAuditLog', (kind) =>
  auditLogContract(async () => {
    const db = await openTestOrm(kind);
    return {
      log: new MikroOrmAuditLog(db.orm.sql),
      uow: new MikroOrmUnitOfWork(db.orm.sql),
      inRequest: (work) => RequestContext.create(db.orm.em, work),
      close: db.close,
    };
  }),
);
