import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrm, migrate, MikroOrmDeckBuilderThrottle } from '@metagame/adapters';
import { describeOn } from '../support/each-database.js';
import { deckBuilderThrottleContract } from './deck-builder-throttle.contract.js';

// A file, not :memory:, so two ORMs share one database as two processes would.
describeOn('sqlite', 'MikroOrmDeckBuilderThrottle', () =>
  deckBuilderThrottleContract(async (time) => {
    const dir = mkdtempSync(join(tmpdir(), 'metagame-throttle-'));
    const target = { kind: 'sqlite' as const, path: join(dir, 'app.db') };
    const one = await createOrm(target);
    await migrate(one);
    const two = await createOrm(target);
    return {
      first: new MikroOrmDeckBuilderThrottle(one.sql, time.options),
      second: new MikroOrmDeckBuilderThrottle(two.sql, time.options),
      close: async () => {
        await one.close(true);
        await two.close(true);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }),
);
