import { expect, it } from 'vitest';
import { MikroOrmImportStatusRepo } from '@metagame/adapters';
import { runningStatus } from '@metagame/core';
import { ControllableClock } from '@metagame/testkit';
import { describeOn } from '../support/each-database.js';
import { openTestOrm } from '../support/test-orm.js';
import { importStatusRepoContract } from './import-status-repo.contract.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describeOn('sqlite', 'MikroOrmImportStatusRepo', (kind) =>
  importStatusRepoContract(async () => {
    const db = await openTestOrm(kind);
    return {
      repoFor: (options) => db.inContext(new MikroOrmImportStatusRepo(db.orm.sql, { ...options, logger: quiet })),
      close: db.close,
    };
  }),
);

// Adapter behaviour beyond the port: the in-memory fake never fails a write.
describeOn('sqlite', 'MikroOrmImportStatusRepo on a database that refuses a write', (kind) => {
  it('keeps trying to free a lock its release could not free, on the heartbeat schedule', async () => {
    const db = await openTestOrm(kind);
    try {
      const clock = new ControllableClock('2026-02-08T06:00:00Z');
      let beat: (() => Promise<void>) | undefined;
      const heartbeat = (next: () => Promise<void>) => {
        beat = next;
        return () => (beat = undefined);
      };
      const repo = db.inContext(new MikroOrmImportStatusRepo(db.orm.sql, { clock, logger: quiet, heartbeat }));
      const running = runningStatus('AllPrices', false, clock.now(), { sets: 0, cards: 0, pricePoints: 0 });
      expect(await repo.acquire('a', running, clock.now(), null)).toBe(true);
      const readOnly = (on: boolean) => db.orm.sql.session(false, (s) => s.exec(`PRAGMA query_only = ${on ? 1 : 0}`));

      await readOnly(true);
      const failed = { ...running, state: 'failed' as const, message: 'disk full' };
      await expect(repo.release('a', failed)).rejects.toThrow();
      await beat!();
      expect((await repo.read()).holder?.owner).toBe('a');
      await readOnly(false);
      await beat!();
      expect(await repo.read()).toEqual({ status: failed, holder: null });
      expect(beat).toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
