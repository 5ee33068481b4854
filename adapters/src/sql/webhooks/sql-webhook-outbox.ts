import {
  WEBHOOK_EVENT_TYPES,
  payloadOf,
  type ClaimedDelivery,
  type DeliverySettlement,
  type DeliveryStatus,
  type Page,
  type PageRequest,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookOutbox,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { toDate } from '../tracker/select-rows.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { OUTBOX_SQL } from './webhook-outbox-sql.js';

type Stamp = Date | number | string;
type DeliveryRow = {
  webhook_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  status: string;
  attempts: number | string;
  created_at: Stamp;
  due_since: Stamp;
  next_attempt_at: Stamp | null;
  last_attempt_at: Stamp | null;
  last_error: string | null;
  response_status: number | string | null;
};
type ClaimRow = Pick<DeliveryRow, 'webhook_id' | 'event_id' | 'payload' | 'attempts' | 'due_since'> & {
  url: string;
  secret: string;
  lease: string;
};

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];
/** A last error is kept to this length: enough to say what went wrong, never a whole response. */
const ERROR_MAX = 500;

/** WebhookOutbox on `webhook_deliveries`: one row per event and webhook, claimed under a lease. */
export class SqlWebhookOutbox implements WebhookOutbox {
  private readonly statements: (typeof OUTBOX_SQL)[keyof typeof OUTBOX_SQL];

  constructor(private readonly sql: Sql) {
    this.statements = OUTBOX_SQL[sql.dialect];
  }

  publish(event: WebhookEvent): Promise<number> {
    const at = event.occurredAt;
    return this.sql.run(this.statements.publish, [
      event.id,
      event.type,
      payloadOf(event),
      at,
      at,
      at,
      event.type,
      event.ownerId,
      event.ownerId,
    ]);
  }

  async claimDue(now: Date, leaseUntil: Date, lease: string, limit: number): Promise<ClaimedDelivery[]> {
    const claimed = await this.sql.run(this.statements.claim, [lease, leaseUntil, now, now, limit, now]);
    if (claimed === 0) return [];
    const rows = await this.sql.all<ClaimRow>(
      'select d.webhook_id, d.event_id, d.payload, d.attempts, d.due_since, d.lease, w.url, w.secret ' +
        'from webhook_deliveries d join webhooks w on w.id = d.webhook_id where d.lease = ?',
      [lease],
    );
    return rows.map((row) => ({
      webhookId: row.webhook_id,
      eventId: row.event_id,
      payload: row.payload,
      url: row.url,
      secret: row.secret,
      attempts: Number(row.attempts),
      dueSince: toDate(row.due_since),
      lease: row.lease,
    }));
  }

  async settle(claim: ClaimedDelivery, s: DeliverySettlement): Promise<boolean> {
    const changed = await this.sql.run(
      'update webhook_deliveries set status = ?, attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ?, ' +
        'last_error = ?, response_status = ?, lease = null, leased_until = null ' +
        'where webhook_id = ? and event_id = ? and lease = ?',
      [
        s.status,
        s.attemptedAt,
        s.nextAttemptAt,
        s.error?.slice(0, ERROR_MAX) ?? null,
        s.responseStatus,
        claim.webhookId,
        claim.eventId,
        claim.lease,
      ],
    );
    return changed > 0;
  }

  async deliveriesOf(webhookId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
    const rows = await this.sql.all<DeliveryRow>(
      'select webhook_id, event_id, event_type, payload, status, attempts, created_at, due_since, next_attempt_at, ' +
        'last_attempt_at, last_error, response_status from webhook_deliveries where webhook_id = ? ' +
        'order by created_at desc, event_id desc limit ? offset ?',
      [webhookId, page.limit, page.offset],
    );
    const total = await this.sql.count('select count(*) as n from webhook_deliveries where webhook_id = ?', [
      webhookId,
    ]);
    return { items: rows.map(toDelivery), total };
  }

  async redeliver(webhookId: string, eventId: string, now: Date): Promise<boolean> {
    const changed = await this.sql.run(
      "update webhook_deliveries set status = 'pending', attempts = 0, due_since = ?, next_attempt_at = ?, " +
        'lease = null, leased_until = null where webhook_id = ? and event_id = ?',
      [now, now, webhookId, eventId],
    );
    return changed > 0;
  }
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    webhookId: row.webhook_id,
    eventId: row.event_id,
    eventType: storedEnum(WEBHOOK_EVENT_TYPES, row.event_type, 'webhook_deliveries.event_type'),
    payload: row.payload,
    status: storedEnum(STATUSES, row.status, 'webhook_deliveries.status'),
    attempts: Number(row.attempts),
    createdAt: toDate(row.created_at),
    nextAttemptAt: row.next_attempt_at === null ? null : toDate(row.next_attempt_at),
    lastAttemptAt: row.last_attempt_at === null ? null : toDate(row.last_attempt_at),
    lastError: row.last_error,
    responseStatus: row.response_status === null ? null : Number(row.response_status),
  };
}
