import type { Clock, Logger } from '@metagame/core';

/** A fixed-window count: hits so far in the window, and when it ends (epoch ms). */
export interface WindowCount {
  readonly hits: number;
  readonly resetAt: number;
}

/** The shared counters the batches are added to (the database's `rate_limits`, via SqlRateLimitStore). */
export interface SharedWindowCounters {
  hit(key: string, windowMs: number, now: number, by?: number): Promise<WindowCount>;
}

interface KeyState {
  /** The shared count as of this process's last write, this process's earlier hits included. */
  synced: number;
  /** This process's hits not yet written. */
  pending: number;
  resetAt: number;
  readonly windowMs: number;
}

/** How long a process's hits may wait before they are added to the shared count. */
export const BATCH_INTERVAL_MS = 250;

/**
 * Request counts kept in the process and added to the shared counter in batches: the first hit of
 * a window on a key writes at once (and so learns what the other processes have counted), later
 * hits count here and are written together at most `intervalMs` later, each write bringing back
 * the shared total. One process counts exactly; across processes a key can go over its limit by
 * what the others admit in one interval. It turns a database write per request into one per key
 * per interval, which is what lets an API-token request cost about what a JWT request does.
 * Hits still waiting when the process stops are not written: a rate limit loses a fraction of a
 * second of counting, no data.
 */
export class BatchedRequestCounter {
  private readonly keys = new Map<string, KeyState>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly shared: SharedWindowCounters,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly intervalMs = BATCH_INTERVAL_MS,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const state = this.keys.get(key);
    if (!state || now >= state.resetAt) {
      const count = await this.shared.hit(key, windowMs, now);
      this.keys.set(key, { synced: count.hits, pending: 0, resetAt: count.resetAt, windowMs });
      return count;
    }
    state.pending += 1;
    this.scheduleFlush();
    return { hits: state.synced + state.pending, resetAt: state.resetAt };
  }

  /** Writes every key's waiting hits; a key whose window is over and has nothing waiting is forgotten. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = this.clock.now().getTime();
    const writes: Promise<void>[] = [];
    for (const [key, state] of this.keys) {
      if (state.pending === 0) {
        if (now >= state.resetAt) this.keys.delete(key);
        continue;
      }
      writes.push(this.write(key, state, now));
    }
    await Promise.all(writes);
  }

  private scheduleFlush(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  private async write(key: string, state: KeyState, now: number): Promise<void> {
    const by = state.pending;
    state.pending = 0;
    try {
      const count = await this.shared.hit(key, state.windowMs, now, by);
      state.synced = count.hits;
      state.resetAt = count.resetAt;
    } catch (error: unknown) {
      // Kept for the next batch; meanwhile this process still counts them.
      state.pending += by;
      this.scheduleFlush();
      this.logger.error({ err: error, key }, 'writing a batch of request counts failed');
    }
  }
}
