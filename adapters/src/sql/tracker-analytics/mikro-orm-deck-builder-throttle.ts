import type { Sql } from '../runner/sql.js';
import type { DeckBuilder, DeckBuilderThrottle } from '@metagame/core';

export interface ThrottleOptions {
  /** Minimum spacing between two requests to one builder; 1000 ms by default, the one request a second deck builders allow. */
  readonly intervalMs?: number;
  /** Wall-clock source in epoch ms. Real time on purpose: the wait is real. */
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

// One atomic statement on both dialects: take the slot max(now, next_allowed_at) and push
// next_allowed_at one interval past it. Concurrent callers (any process) serialise on the row.
const RESERVE = `insert into deck_builder_slots (builder, next_allowed_at) values (?, ?)
  on conflict (builder) do update set next_allowed_at =
    case when deck_builder_slots.next_allowed_at > ? then deck_builder_slots.next_allowed_at + ? else ? end
  returning next_allowed_at`;

/**
 * DeckBuilderThrottle backed by the `deck_builder_slots` table: a queue, not a failure. Each call
 * reserves the next free slot, then sleeps until it. Processes on different hosts must have
 * reasonably synchronised clocks (NTP); skew shifts slots but never lets two share one.
 */
export class MikroOrmDeckBuilderThrottle implements DeckBuilderThrottle {
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly sql: Sql,
    options: ThrottleOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async waitForSlot(builder: DeckBuilder): Promise<void> {
    const now = this.now();
    const next = now + this.intervalMs;
    const rows = await this.sql.all<{ next_allowed_at: number | string }>(RESERVE, [
      builder,
      next,
      now,
      this.intervalMs,
      next,
    ]);
    const reservedEnd = Number(rows[0]?.next_allowed_at);
    if (!Number.isFinite(reservedEnd)) throw new Error('deck_builder_slots reservation returned no row');
    const wait = reservedEnd - this.intervalMs - this.now();
    if (wait > 0) await this.sleep(wait);
  }
}
