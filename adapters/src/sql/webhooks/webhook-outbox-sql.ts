import type { Dialect } from '../runner/dialect.js';

/**
 * The outbox's statements whose two forms differ. PostgreSQL types the values of an
 * `insert … select` by their casts; its claim locks the rows it picks and skips rows another claim
 * holds (`for update skip locked`), then re-checks the lease on the rows it waited for. SQLite runs
 * one writer at a time, so its single UPDATE picks and claims atomically by itself.
 */
export const OUTBOX_SQL: Readonly<Record<Dialect, { readonly publish: string; readonly claim: string }>> = {
  postgresql: {
    publish:
      'insert into webhook_deliveries (webhook_id, event_id, event_type, payload, status, attempts, created_at, due_since, next_attempt_at) ' +
      "select w.id, ?::uuid, ?::varchar, ?::text, 'pending', 0, ?::timestamptz, ?::timestamptz, ?::timestamptz " +
      'from webhooks w join webhook_subscriptions s on s.webhook_id = w.id ' +
      'where s.event_type = ? and w.disabled_at is null and (?::uuid is null or w.owner_id = ?::uuid)',
    claim:
      'update webhook_deliveries d set lease = ?::uuid, leased_until = ? from (' +
      'select c.webhook_id, c.event_id from webhook_deliveries c join webhooks w on w.id = c.webhook_id ' +
      "where c.status = 'pending' and c.next_attempt_at <= ? and w.disabled_at is null " +
      'and (c.leased_until is null or c.leased_until < ?) ' +
      'order by c.next_attempt_at limit ? for update of c skip locked) due ' +
      'where d.webhook_id = due.webhook_id and d.event_id = due.event_id ' +
      'and (d.leased_until is null or d.leased_until < ?)',
  },
  sqlite: {
    publish:
      'insert into webhook_deliveries (webhook_id, event_id, event_type, payload, status, attempts, created_at, due_since, next_attempt_at) ' +
      "select w.id, ?, ?, ?, 'pending', 0, ?, ?, ? " +
      'from webhooks w join webhook_subscriptions s on s.webhook_id = w.id ' +
      'where s.event_type = ? and w.disabled_at is null and (? is null or w.owner_id = ?)',
    claim:
      'update webhook_deliveries set lease = ?, leased_until = ? where (webhook_id, event_id) in (' +
      'select c.webhook_id, c.event_id from webhook_deliveries c join webhooks w on w.id = c.webhook_id ' +
      "where c.status = 'pending' and c.next_attempt_at <= ? and w.disabled_at is null " +
      'and (c.leased_until is null or c.leased_until < ?) ' +
      'order by c.next_attempt_at limit ?) and (leased_until is null or leased_until < ?)',
  },
};
