import { beforeEach, expect, it } from 'vitest';
import type { ImportStatus } from '@metagame/core';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { GetImportStatus } from '@metagame/core/card-data/use-cases/get-import-status';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';
import { PendingReleaseStatusRepo } from '@metagame/adapters';
import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import { InMemoryCardDataStore } from '../../fakes/in-memory-card-data-store.js';
import { InMemoryImportStatusRepo } from '../../fakes/in-memory-import-status-repo.js';
import { ScriptedCardDataSource } from '../../fakes/scripted-card-data-source.js';
import { aCard, aSeries, aSet, pricesOf } from './card-data-builders.js';
import { webhookFakes } from '../../fakes/webhooks/webhook-fakes.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The status row of a database whose disk fills up: from then on every write is refused. */
class FullDiskStatusRepo extends InMemoryImportStatusRepo {
  full = false;
  /** The disk fills up when an import enters its price phase. */
  fillAtPrices = true;
  override async save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    if (this.fillAtPrices && status.phase === 'prices') this.full = true;
    if (this.full) throw new Error('database or disk is full');
    return super.save(owner, status, now);
  }
  override async release(owner: string, status: ImportStatus): Promise<void> {
    if (this.full) throw new Error('database or disk is full');
    return super.release(owner, status);
  }
  override async acquire(...args: Parameters<InMemoryImportStatusRepo['acquire']>): Promise<boolean> {
    if (this.full) throw new Error('database or disk is full');
    return super.acquire(...args);
  }
}

let stored: FullDiskStatusRepo;
let begin: BeginImport;
let runImport: RunImport;
let status: GetImportStatus;
let source: ScriptedCardDataSource;

const run = async () => {
  const begun = await begin.execute({ source: 'AllPrices', force: true });
  if (!begun.ok) throw new Error('lock held');
  return runImport.execute({ owner: begun.value.owner, source: 'AllPrices', force: true });
};

beforeEach(() => {
  source = new ScriptedCardDataSource();
  source.sets = [aSet('TST', [aCard('u1')])];
  source.priceFiles = { AllPrices: [pricesOf('u1', aSeries('u1', { '2026-02-07': 1 }))], AllPricesToday: [] };
  const store = new InMemoryCardDataStore();
  const clock = new ControllableClock('2026-02-08T06:00:00Z');
  stored = new FullDiskStatusRepo({ self: { host: 'here', pid: 1, started: null }, liveness: () => true });
  const statuses = new PendingReleaseStatusRepo(stored, silent);
  begin = new BeginImport(statuses, store, new SequentialIdGenerator(), clock);
  runImport = new RunImport(source, store, statuses, clock, silent, webhookFakes(clock).publisher);
  status = new GetImportStatus(statuses, clock);
});

it('reports the final status the full database refused, with its reason, instead of running', async () => {
  const final = await run();
  expect(final).toMatchObject({ state: 'failed', message: 'database or disk is full' });
  expect(stored.owner).not.toBeNull();
  expect(await status.execute()).toEqual(final);
});

it('lets the next import take the lock over as soon as the database has room', async () => {
  await run();
  stored.full = false;
  stored.fillAtPrices = false;
  expect(await run()).toMatchObject({ state: 'succeeded' });
  expect(stored.owner).toBeNull();
});
