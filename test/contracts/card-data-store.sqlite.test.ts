import { MikroOrmCardDataStore, MikroOrmCardReadRepo } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { cardDataStoreContract } from './card-data-store.contract.js';

describeOn('sqlite', 'MikroOrmCardDataStore', (kind) =>
  cardDataStoreContract(async () => {
    const db = await openTestOrm(kind);
    const read = db.inContext(new MikroOrmCardReadRepo(db.orm.sql));
    return {
      store: db.inContext(new MikroOrmCardDataStore(db.orm.sql)),
      read,
      prices: (uuid) => read.priceSeries(uuid),
      close: db.close,
    };
  }),
);
