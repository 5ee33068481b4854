import {
  payloadOf,
  type ClaimedDelivery,
  type DeliverySettlement,
  type Page,
  type PageRequest,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookOutbox,
} from '@metagame/core';
import type { InMemoryWebhookRepo } from './in-memory-webhook-repo.js';

type Row = WebhookDelivery & { dueSince: Date; lease: string | null; leasedUntil: Date | null };

/** WebhookOutbox in memory, over the webhooks of an InMemoryWebhookRepo (one process: claims are trivially atomic). */
export class InMemoryWebhookOutbox implements WebhookOutbox {
  readonly rows = new Map<string, Row>();

  constructor(private readonly webhooks: InMemoryWebhookRepo) {
    webhooks.onDelete = (id) => {
      for (const [key, row] of this.rows) if (row.webhookId === id) this.rows.delete(key);
    };
  }

  async publish(event: WebhookEvent): Promise<number> {
    let queued = 0;
    for (const webhook of this.webhooks.rows.values()) {
      if (webhook.disabledAt !== null || !webhook.eventTypes.includes(event.type)) continue;
      if (event.ownerId !== null && webhook.ownerId !== event.ownerId) continue;
      this.rows.set(`${webhook.id}/${event.id}`, {
        webhookId: webhook.id,
        eventId: event.id,
        eventType: event.type,
        payload: payloadOf(event),
        status: 'pending',
        attempts: 0,
        createdAt: event.occurredAt,
        dueSince: event.occurredAt,
        nextAttemptAt: event.occurredAt,
        lastAttemptAt: null,
        lastError: null,
        responseStatus: null,
        lease: null,
        leasedUntil: null,
      });
      queued += 1;
    }
    return queued;
  }

  async claimDue(now: Date, leaseUntil: Date, lease: string, limit: number): Promise<ClaimedDelivery[]> {
    const due = [...this.rows.values()]
      .filter((row) => row.status === 'pending' && row.nextAttemptAt! <= now)
      .filter((row) => row.leasedUntil === null || row.leasedUntil < now)
      .filter((row) => this.webhooks.rows.get(row.webhookId)?.disabledAt === null)
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
      .slice(0, limit);
    return due.map((row) => {
      this.rows.set(`${row.webhookId}/${row.eventId}`, { ...row, lease, leasedUntil: leaseUntil });
      const webhook = this.webhooks.rows.get(row.webhookId)!;
      return {
        webhookId: row.webhookId,
        eventId: row.eventId,
        payload: row.payload,
        url: webhook.url,
        secret: webhook.secret,
        attempts: row.attempts,
        dueSince: row.dueSince,
        lease,
      };
    });
  }

  async settle(claim: ClaimedDelivery, s: DeliverySettlement): Promise<boolean> {
    const key = `${claim.webhookId}/${claim.eventId}`;
    const row = this.rows.get(key);
    if (!row || row.lease !== claim.lease) return false;
    this.rows.set(key, {
      ...row,
      status: s.status,
      attempts: row.attempts + 1,
      lastAttemptAt: s.attemptedAt,
      nextAttemptAt: s.nextAttemptAt,
      lastError: s.error?.slice(0, 500) ?? null,
      responseStatus: s.responseStatus,
      lease: null,
      leasedUntil: null,
    });
    return true;
  }

  async deliveriesOf(webhookId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
    const all = [...this.rows.values()]
      .filter((row) => row.webhookId === webhookId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.eventId.localeCompare(a.eventId));
    const items = all.slice(page.offset, page.offset + page.limit).map((row) => {
      const { dueSince: _due, lease: _lease, leasedUntil: _until, ...delivery } = row;
      return delivery;
    });
    return { items, total: all.length };
  }

  async redeliver(webhookId: string, eventId: string, now: Date): Promise<boolean> {
    const key = `${webhookId}/${eventId}`;
    const row = this.rows.get(key);
    if (!row) return false;
    this.rows.set(key, {
      ...row,
      status: 'pending',
      attempts: 0,
      dueSince: now,
      nextAttemptAt: now,
      lease: null,
      leasedUntil: null,
    });
    return true;
  }
}
