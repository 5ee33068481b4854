import type { Sql } from '../runner/sql.js';

/**
 * Clients known to have logged in to an account: one row per (account, client) key, the key being
 * a fixed-length hash the caller makes. Rows live in the database, so a client known to one process
 * is known to all of them.
 */
export class SqlLoginClientStore {
  constructor(private readonly sql: Sql) {}

  /** True when any of `keys` was remembered at or after `since` (epoch ms). */
  async isKnown(keys: readonly string[], since: number): Promise<boolean> {
    if (keys.length === 0) return false;
    const n = await this.sql.count(
      `select count(*) as n from login_clients where key in (${keys.map(() => '?').join(', ')}) and last_seen_at >= ?`,
      [...keys, since],
    );
    return n > 0;
  }

  /** Records `keys` as seen at `now` (epoch ms); one upsert each. */
  async remember(keys: readonly string[], now: number): Promise<void> {
    for (const key of keys) {
      await this.sql.run(
        'insert into login_clients (key, last_seen_at) values (?, ?) on conflict (key) do update set last_seen_at = excluded.last_seen_at',
        [key, now],
      );
    }
  }

  /** Forgets clients last seen before `cutoff` (epoch ms); returns how many. */
  async forgetBefore(cutoff: number): Promise<number> {
    return this.sql.run('delete from login_clients where last_seen_at < ?', [cutoff]);
  }
}
