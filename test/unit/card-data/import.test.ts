import { beforeEach, describe, expect, it } from 'vitest';
import { type ImportSource } from '@metagame/core';
import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { GetImportStatus } from '@metagame/core/card-data/use-cases/get-import-status';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';
import { InMemoryCardDataStore } from '../../fakes/in-memory-card-data-store.js';
import { InMemoryImportStatusRepo, type FakeProcess } from '../../fakes/in-memory-import-status-repo.js';
import { ScriptedCardDataSource } from '../../fakes/scripted-card-data-source.js';
import { aCard, aSeries, aSet, pricesOf } from './card-data-builders.js';
import { webhookFakes } from '../../fakes/webhooks/webhook-fakes.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const here = (pid: number): FakeProcess => ({ host: 'here', pid, started: null });

describe('card-data import', () => {
  let source: ScriptedCardDataSource;
  let store: InMemoryCardDataStore;
  let statuses: InMemoryImportStatusRepo;
  let clock: ControllableClock;
  let begin: BeginImport;
  let runImport: RunImport;
  let status: GetImportStatus;
  let dead: Set<number>;
  /** BeginImport as another process on `host`, sharing the status row (and the lock). */
  const beginElsewhere = (other: FakeProcess) =>
    new BeginImport(
      new InMemoryImportStatusRepo({ self: other }, statuses.row),
      store,
      { newId: () => `elsewhere-${other.pid}` },
      clock,
    );

  const run = async (src: ImportSource = 'AllPrices', force = false) => {
    const begun = await begin.execute({ source: src, force });
    if (!begun.ok) throw new Error('lock held');
    return runImport.execute({ owner: begun.value.owner, source: src, force });
  };

  beforeEach(() => {
    source = new ScriptedCardDataSource();
    source.sets = [aSet('TST', [aCard('u1'), aCard('u2', { number: '2' })])];
    source.priceFiles = {
      AllPrices: [
        pricesOf('u1', aSeries('u1', { '2026-02-06': 1, '2026-02-07': 2 })),
        pricesOf('u2', aSeries('u2', { '2026-02-07': 3 })),
      ],
      AllPricesToday: [pricesOf('u1', aSeries('u1', { '2026-02-08': 5 }))],
    };
    store = new InMemoryCardDataStore();
    dead = new Set();
    statuses = new InMemoryImportStatusRepo({
      self: here(1),
      liveness: (holder) => (holder.host === 'here' ? !dead.has(holder.pid) : null),
    });
    clock = new ControllableClock('2026-02-08T06:00:00Z');
    begin = new BeginImport(statuses, store, new SequentialIdGenerator(), clock);
    runImport = new RunImport(source, store, statuses, clock, silent, webhookFakes(clock).publisher);
    status = new GetImportStatus(statuses, clock);
  });

  it('imports the catalogue with the first prices, publishes, and frees the lock', async () => {
    const final = await run();
    expect(final).toMatchObject({
      state: 'succeeded',
      phase: 'done',
      counts: { sets: 1, cards: 2, pricePoints: 3 },
      upstream: source.meta,
    });
    expect(statuses.owner).toBeNull();
    expect(await status.execute()).toEqual(final);
  });

  it('skips an upstream build already imported, and force imports it again', async () => {
    await run();
    expect(await run()).toMatchObject({ state: 'skipped', message: expect.stringContaining('already imported') });
    expect(await run('AllPrices', true)).toMatchObject({ state: 'succeeded', counts: { pricePoints: 3 } });
  });

  it('refreshes the catalogue only when upstream has a newer build', async () => {
    await run();
    await run('AllPricesToday');
    expect(source.catalogueReads).toBe(1);
    source.meta = { version: '5.3.0+20260208', date: '2026-02-08' };
    await run('AllPricesToday');
    expect(source.catalogueReads).toBe(2);
  });

  it('merges AllPricesToday into the history', async () => {
    await run();
    const final = await run('AllPricesToday');
    expect(final.counts.pricePoints).toBe(4);
    const [u1] = await store.priceSeries('u1');
    expect(u1!.points.map((p) => p.date)).toEqual(['2026-02-08', '2026-02-07', '2026-02-06']);
  });

  it('adds the series a daily file is the first to list, and a re-run of the same day changes nothing', async () => {
    await run();
    source.priceFiles.AllPricesToday = [
      pricesOf('u1', aSeries('u1', { '2026-02-08': 5 })),
      pricesOf('u2', aSeries('u2', { '2026-02-08': 7 }, { finish: 'foil' })),
      pricesOf('u3', aSeries('u3', { '2026-02-08': 9 })),
    ];
    const first = await run('AllPricesToday');
    expect(first.counts.pricePoints).toBe(6);
    const published = new Map(store.published.prices);
    expect(await run('AllPricesToday', true)).toMatchObject({ state: 'succeeded', counts: { pricePoints: 6 } });
    expect(store.published.prices).toEqual(published);
    expect((await store.priceSeries('u3'))[0]!.points).toEqual([{ date: '2026-02-08', price: 9 }]);
  });

  it('a failure mid-file publishes nothing, records the reason and frees the lock', async () => {
    await run();
    const before = await store.counts();
    source.failAfter = 1;
    const final = await run('AllPrices', true);
    expect(final).toMatchObject({ state: 'failed', message: expect.stringContaining('unexpected end of file') });
    expect(await store.counts()).toEqual(before);
    expect(statuses.owner).toBeNull();
  });

  it('a housekeeping failure after the publish committed leaves the import succeeded, with a warning', async () => {
    store.afterPublishFailure = new Error('canceling statement due to lock timeout');
    const final = await run();
    expect(final).toMatchObject({
      state: 'succeeded',
      counts: { sets: 1, cards: 2, pricePoints: 3 },
      message: 'Published; the housekeeping after the publish failed: canceling statement due to lock timeout',
    });
    expect(await store.counts()).toEqual({ sets: 1, cards: 2, pricePoints: 3 });
    expect(statuses.owner).toBeNull();
  });

  it('a failed batch write fails the import before publish, and no write outlives it', async () => {
    await run();
    const before = await store.counts();
    let writesAfterFailure = 0;
    let failed = false;
    const stagePrices = store.stagePrices.bind(store);
    store.stagePrices = async (cards) => {
      if (failed) writesAfterFailure++;
      if (cards.some((c) => c.uuid === 'u3')) {
        failed = true;
        throw new Error('disk full');
      }
      return stagePrices(cards);
    };
    source.priceFiles.AllPricesToday = Array.from({ length: 12_000 }, (_, i) =>
      pricesOf(`u${i + 3}`, aSeries(`u${i + 3}`, { '2026-02-08': 1 })),
    );
    const final = await run('AllPricesToday');
    expect(final).toMatchObject({ state: 'failed', message: expect.stringContaining('disk full') });
    expect(writesAfterFailure).toBe(0);
    expect(await store.counts()).toEqual(before);
    expect(statuses.owner).toBeNull();
  });

  it('refuses a second import while one holds the lock, with the running status', async () => {
    const first = await begin.execute({ source: 'AllPrices', force: false });
    expect(first.ok).toBe(true);
    const second = await begin.execute({ source: 'AllPricesToday', force: false });
    expect(second).toMatchObject({
      ok: false,
      error: { code: 'IMPORT_RUNNING', status: { state: 'running', source: 'AllPrices' } },
    });
  });

  it('takes the lock over at once when the holder process is gone, and reports the dead run as failed (interrupted) meanwhile', async () => {
    expect((await beginElsewhere(here(2)).execute({ source: 'AllPrices', force: false })).ok).toBe(true);
    dead.add(2);
    expect(await status.execute()).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/^Interrupted: the importing process ended/),
    });
    expect((await begin.execute({ source: 'AllPricesToday', force: false })).ok).toBe(true);
    expect(await status.execute()).toMatchObject({ state: 'running', source: 'AllPricesToday' });
  });

  it('never takes the lock from a holder whose process runs, however late its heartbeat (a long SQLite publish)', async () => {
    expect((await beginElsewhere(here(2)).execute({ source: 'AllPrices', force: false })).ok).toBe(true);
    clock.advance({ minutes: 10 });
    expect(await status.execute()).toMatchObject({ state: 'running' });
    expect(await begin.execute({ source: 'AllPricesToday', force: false })).toMatchObject({
      ok: false,
      error: { code: 'IMPORT_RUNNING' },
    });
  });

  it('waits out the lease of a holder it cannot check (another machine) before taking the lock over', async () => {
    expect(
      (await beginElsewhere({ host: 'there', pid: 1, started: null }).execute({ source: 'AllPrices', force: false }))
        .ok,
    ).toBe(true);
    clock.advance({ seconds: 10 });
    expect(await status.execute()).toMatchObject({ state: 'running' });
    expect((await begin.execute({ source: 'AllPricesToday', force: false })).ok).toBe(false);
    clock.advance({ seconds: 1 });
    expect(await status.execute()).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('stopped responding'),
    });
    expect((await begin.execute({ source: 'AllPricesToday', force: false })).ok).toBe(true);
  });

  it('an aborted run publishes nothing, fails as interrupted with the reason and frees the lock', async () => {
    await run();
    const before = await store.counts();
    const begun = await begin.execute({ source: 'AllPrices', force: true });
    if (!begun.ok) throw new Error('lock held');
    const final = await runImport.execute({
      owner: begun.value.owner,
      source: 'AllPrices',
      force: true,
      signal: AbortSignal.abort(new Error('SIGTERM received')),
    });
    expect(final).toMatchObject({ state: 'failed', message: 'Interrupted: SIGTERM received' });
    expect(await store.counts()).toEqual(before);
    expect(statuses.owner).toBeNull();
    expect((await begin.execute({ source: 'AllPrices', force: false })).ok).toBe(true);
  });
});
