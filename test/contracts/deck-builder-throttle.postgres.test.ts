import { createOrm, migrate, MikroOrmDeckBuilderThrottle, parseDatabaseUrl } from '@metagame/adapters';
import { createIsolatedDatabase } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { deckBuilderThrottleContract } from './deck-builder-throttle.contract.js';

describeOn('postgres', 'MikroOrmDeckBuilderThrottle', (kind) =>
  deckBuilderThrottleContract(async (time) => {
    const database = await createIsolatedDatabase(kind);
    const target = parseDatabaseUrl(database.url)!;
    const one = await createOrm(target);
    await migrate(one);
    const two = await createOrm(target);
    return {
      first: new MikroOrmDeckBuilderThrottle(one.sql, time.options),
      second: new MikroOrmDeckBuilderThrottle(two.sql, time.options),
      close: async () => {
        await one.close(true);
        await two.close(true);
        await database.drop();
      },
    };
  }),
);
