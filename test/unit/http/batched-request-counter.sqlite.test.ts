import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate, SqlRateLimitStore } from '@metagame/adapters';
import { ControllableClock } from '@metagame/testkit';
import { BatchedRequestCounter } from '../../../hosts/src/http/batched-request-counter.js';
import { CapturingLogger } from '../../support/quiet-logger.js';

const MINUTE = 60_000;
// Batches are written by the tests' own flush() calls: the timer never fires within a test.
const NEVER = 3_600_000;

/** Two counters on two connections to one SQLite file, as two processes of one deployment. */
describe('BatchedRequestCounter on the shared rate_limits table', () => {
  let dir: string;
  let orms: Awaited<ReturnType<typeof createOrm>>[];
  let stores: SqlRateLimitStore[];
  const clock = new ControllableClock();
  const logger = new CapturingLogger();
  const counter = (store = stores[0]!) => new BatchedRequestCounter(store, clock, logger, NEVER);
  const stored = async (key: string) => {
    const rows = await orms[0]!.sql.all<{ hits: number }>('select hits from rate_limits where key = ?', [key]);
    return rows[0]?.hits ?? 0;
  };
  const at = () => clock.now().getTime();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-batched-counter-'));
    const target = { kind: 'sqlite' as const, path: join(dir, 'app.db') };
    orms = [await createOrm(target)];
    await migrate(orms[0]!);
    orms.push(await createOrm(target));
    stores = orms.map((orm) => new SqlRateLimitStore(orm.sql));
  });
  afterAll(async () => {
    await Promise.all(orms.map((orm) => orm.close(true)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts every hit in the process, writing the first at once and the rest as one batch', async () => {
    const one = counter();
    const counts = [];
    for (let i = 0; i < 20; i += 1) counts.push((await one.hit('solo', MINUTE, at())).hits);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await stored('solo')).toBe(1);
    await one.flush();
    expect(await stored('solo')).toBe(20);
    expect((await one.hit('solo', MINUTE, at())).hits).toBe(21);
  });

  it('learns the other process’s written count on its first hit, and the later ones on each batch', async () => {
    const [first, second] = [counter(stores[0]), counter(stores[1])];
    for (let i = 0; i < 6; i += 1) await first.hit('fleet', MINUTE, at());
    await first.flush();
    expect((await second.hit('fleet', MINUTE, at())).hits).toBe(7);
    await first.hit('fleet', MINUTE, at());
    await first.flush();
    expect((await second.hit('fleet', MINUTE, at())).hits).toBe(8);
    await second.flush();
    expect(await stored('fleet')).toBe(9);
    expect((await second.hit('fleet', MINUTE, at())).hits).toBe(10);
  });

  it('starts a key afresh once its window is over, and forgets a key with nothing left to write', async () => {
    const one = counter();
    await one.hit('window', MINUTE, at());
    const { resetAt } = await one.hit('window', MINUTE, at());
    await one.flush();
    clock.advance({ seconds: 61 });
    const next = await one.hit('window', MINUTE, at());
    expect(next.hits).toBe(1);
    expect(next.resetAt).toBeGreaterThan(resetAt);
    expect(await stored('window')).toBe(1);
  });

  it('keeps a batch whose write failed for the next one, and logs the failure', async () => {
    let failNext = false;
    const flaky = {
      hit: (key: string, windowMs: number, now: number, by?: number) => {
        if (!failNext) return stores[0]!.hit(key, windowMs, now, by);
        failNext = false;
        return Promise.reject(new Error('database is locked'));
      },
    };
    const one = new BatchedRequestCounter(flaky, clock, logger, NEVER);
    for (let i = 0; i < 4; i += 1) await one.hit('flaky', MINUTE, at());
    failNext = true;
    await one.flush();
    expect(await stored('flaky')).toBe(1);
    expect((await one.hit('flaky', MINUTE, at())).hits).toBe(5);
    await one.flush();
    expect(await stored('flaky')).toBe(5);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', fields: { err: expect.any(Error), key: 'flaky' } }),
    );
  });
});
