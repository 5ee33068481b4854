import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DeckBuilderThrottle } from '@metagame/core';

export interface ThrottleRig {
  /** Two throttles on two separate connections to one database, like two processes of a deployment. */
  readonly first: DeckBuilderThrottle;
  readonly second: DeckBuilderThrottle;
  close(): Promise<void>;
}

/** A shared fake wall clock: `sleep` records the wait instead of waiting. */
export class FakeTime {
  now = 1_700_000_000_000;
  readonly waits: number[] = [];
  readonly options = { now: () => this.now, sleep: async (ms: number) => void this.waits.push(ms) };
}

/** DeckBuilderThrottle contract: one slot per second per builder, across processes, queued not refused. */
export function deckBuilderThrottleContract(open: (time: FakeTime) => Promise<ThrottleRig>): void {
  const time = new FakeTime();
  let rig: ThrottleRig;
  beforeAll(async () => {
    rig = await open(time);
  });
  afterAll(() => rig.close());

  it('lets the first request go at once and queues the next ones one second apart, across processes', async () => {
    await rig.first.waitForSlot('moxfield');
    await rig.second.waitForSlot('moxfield');
    await rig.first.waitForSlot('moxfield');
    expect(time.waits).toEqual([1000, 2000]);
  });

  it('keeps each deck builder on its own schedule', async () => {
    time.waits.length = 0;
    await rig.second.waitForSlot('archidekt');
    expect(time.waits).toEqual([]);
  });

  it('frees the slot once a second has passed since the last reserved one', async () => {
    time.now += 10_000;
    time.waits.length = 0;
    await rig.first.waitForSlot('moxfield');
    time.now += 1_000;
    await rig.second.waitForSlot('moxfield');
    expect(time.waits).toEqual([]);
  });

  it('gives concurrent callers distinct slots, each one second after the previous', async () => {
    time.now += 10_000;
    time.waits.length = 0;
    await Promise.all([rig.first, rig.second, rig.first, rig.second, rig.first].map((t) => t.waitForSlot('moxfield')));
    expect([...time.waits].sort((a, b) => a - b)).toEqual([1000, 2000, 3000, 4000]);
  });
}
