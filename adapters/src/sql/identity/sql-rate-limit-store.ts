import type { Sql } from '../runner/sql.js';

export interface WindowCount {
  readonly hits: number;
  /** When the current window ends (epoch ms). */
  readonly resetAt: number;
}

/**
 * Fixed-window counters in the database, so every process sharing it enforces one limit. `hit` is a
 * single upsert (SQLite ≥ 3.35 and PostgreSQL both speak ON CONFLICT … RETURNING): concurrent hits
 * on one key never lose an increment.
 */
export class SqlRateLimitStore {
  constructor(private readonly sql: Sql) {}

  /** Adds `by` hits (a batch counted elsewhere, or one) to the key's current window. */
  async hit(key: string, windowMs: number, now: number, by = 1): Promise<WindowCount> {
    const expired = now - windowMs;
    const row = await this.sql.one<{ hits: number | string; window_start: number | string }>(
      `insert into rate_limits (key, window_start, hits) values (?, ?, ?)
       on conflict (key) do update set
         hits = case when rate_limits.window_start <= ? then excluded.hits else rate_limits.hits + excluded.hits end,
         window_start = case when rate_limits.window_start <= ? then ? else rate_limits.window_start end
       returning hits, window_start`,
      [key, now, by, expired, expired, now],
    );
    return toCount(row, windowMs, now, by);
  }

  /** Takes back one hit (a request that turned out not to count, e.g. a successful login). */
  async refund(key: string): Promise<void> {
    await this.sql.run('update rate_limits set hits = hits - 1 where key = ? and hits > 0', [key]);
  }

  /** Deletes counters whose window started before `cutoff` (epoch ms): a later hit starts afresh anyway. */
  async forgetBefore(cutoff: number): Promise<number> {
    return this.sql.run('delete from rate_limits where window_start < ?', [cutoff]);
  }
}

function toCount(
  row: { hits: number | string; window_start: number | string } | undefined,
  windowMs: number,
  now: number,
  by: number,
): WindowCount {
  if (!row) return { hits: by, resetAt: now + windowMs };
  return { hits: Number(row.hits), resetAt: Number(row.window_start) + windowMs };
}
