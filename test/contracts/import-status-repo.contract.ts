import { afterEach, beforeEach, expect, it } from 'vitest';
import { IDLE_STATUS, runningStatus, type ImportStatusRepo } from '@metagame/core';

const T0 = new Date('2026-02-08T06:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const running = runningStatus('AllPrices', false, T0, { sets: 1, cards: 2, pricePoints: 3 });

/** The one contract of ImportStatusRepo: the persisted status and the cross-process import lock. */
export function importStatusRepoContract(make: () => Promise<{ repo: ImportStatusRepo; close(): Promise<void> }>): void {
  let repo: ImportStatusRepo;
  let close: () => Promise<void>;
  beforeEach(async () => ({ repo, close } = await make()));
  afterEach(async () => close());

  it('starts idle with nobody holding the lock', async () => {
    expect(await repo.read()).toEqual({ status: IDLE_STATUS, heartbeatAt: null });
  });

  it('acquire takes a free lock, stores the status and the heartbeat', async () => {
    expect(await repo.acquire('a', running, T0, at(-120))).toBe(true);
    expect(await repo.read()).toEqual({ status: running, heartbeatAt: T0 });
  });

  it('acquire fails while the holder beats, and succeeds once its heartbeat is stale', async () => {
    await repo.acquire('a', running, T0, at(-120));
    expect(await repo.acquire('b', running, at(60), at(-60))).toBe(false);
    expect(await repo.save('a', { ...running, phase: 'prices' }, at(100))).toBe(true);
    expect(await repo.acquire('b', running, at(200), at(80))).toBe(false);
    expect(await repo.acquire('b', running, at(300), at(180))).toBe(true);
    expect(await repo.save('a', running, at(301))).toBe(false);
  });

  it('release stores the final status and frees the lock; a non-owner release changes nothing', async () => {
    await repo.acquire('a', running, T0, at(-120));
    await repo.release('b', { ...running, state: 'failed' });
    expect((await repo.read()).status.state).toBe('running');
    const done = { ...running, state: 'succeeded' as const, phase: 'done' as const, finishedAt: at(5), message: null };
    await repo.release('a', done);
    expect(await repo.read()).toEqual({ status: done, heartbeatAt: null });
    expect(await repo.acquire('c', running, at(6), at(-114))).toBe(true);
  });
}
