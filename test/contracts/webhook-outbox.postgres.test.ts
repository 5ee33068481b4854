import { RequestContext } from '@mikro-orm/core';
import { MikroOrmUnitOfWork, SqlWebhookOutbox, SqlWebhookRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { webhookOutboxContract } from './webhook-outbox.contract.js';

describeOn('postgres', 'SqlWebhookOutbox', (kind) =>
  webhookOutboxContract(async () => {
    const db = await openTestOrm(kind);
    return {
      outbox: new SqlWebhookOutbox(db.orm.sql),
      webhooks: new SqlWebhookRepo(db.orm.sql),
      uow: new MikroOrmUnitOfWork(db.orm.sql),
      inRequest: (work) => RequestContext.create(db.orm.em, work),
      close: db.close,
    };
  }),
);
