import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookChanges,
  type WebhookEventType,
  type WebhookRepo,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { toDate } from '../tracker/select-rows.js';
import { storedEnum } from '../tracker/stored-enum.js';

type WebhookRow = {
  id: string;
  owner_id: string;
  url: string;
  description: string;
  secret: string;
  created_at: Date | number | string;
  disabled_at: Date | number | string | null;
  disabled_reason: string | null;
  /** The subscribed types, comma-separated (string_agg / group_concat). */
  event_types: string | null;
};

/** One webhook with its subscriptions gathered into one column; the aggregate is each dialect's own. */
const SELECT: Readonly<Record<Sql['dialect'], string>> = {
  postgresql:
    "select w.*, (select string_agg(s.event_type, ',' order by s.event_type) from webhook_subscriptions s where s.webhook_id = w.id) as event_types from webhooks w",
  sqlite:
    "select w.*, (select group_concat(event_type, ',') from (select event_type from webhook_subscriptions s where s.webhook_id = w.id order by event_type)) as event_types from webhooks w",
};

/** WebhookRepo on `webhooks` and `webhook_subscriptions`; deleting a webhook cascades to its log. */
export class SqlWebhookRepo implements WebhookRepo {
  private readonly select: string;

  constructor(private readonly sql: Sql) {
    this.select = SELECT[sql.dialect];
  }

  async insert(webhook: Webhook): Promise<void> {
    await this.sql.run(
      'insert into webhooks (id, owner_id, url, description, secret, created_at, disabled_at, disabled_reason) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        webhook.id,
        webhook.ownerId,
        webhook.url,
        webhook.description,
        webhook.secret,
        webhook.createdAt,
        webhook.disabledAt,
        webhook.disabledReason,
      ],
    );
    await this.subscribe(webhook.id, webhook.eventTypes);
  }

  async listOf(ownerId: string): Promise<Webhook[]> {
    const rows = await this.sql.all<WebhookRow>(`${this.select} where w.owner_id = ? order by w.created_at, w.id`, [
      ownerId,
    ]);
    return rows.map(toWebhook);
  }

  countOf(ownerId: string): Promise<number> {
    return this.sql.count('select count(*) as n from webhooks where owner_id = ?', [ownerId]);
  }

  async findOwned(ownerId: string, id: string): Promise<Webhook | null> {
    const row = await this.sql.one<WebhookRow>(`${this.select} where w.owner_id = ? and w.id = ?`, [ownerId, id]);
    return row ? toWebhook(row) : null;
  }

  async update(
    ownerId: string,
    id: string,
    changes: WebhookChanges & { readonly secret?: string },
  ): Promise<Webhook | null> {
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      values.push(value);
    };
    if (changes.url !== undefined) set('url', changes.url);
    if (changes.description !== undefined) set('description', changes.description);
    if (changes.secret !== undefined) set('secret', changes.secret);
    if (changes.disabled !== undefined) {
      set('disabled_at', changes.disabled?.at ?? null);
      set('disabled_reason', changes.disabled?.reason ?? null);
    }
    // An empty SET still checks the row is the owner's; id = id keeps the statement valid.
    const assignments = sets.length > 0 ? sets.join(', ') : 'id = id';
    const changed = await this.sql.run(`update webhooks set ${assignments} where owner_id = ? and id = ?`, [
      ...values,
      ownerId,
      id,
    ]);
    if (changed === 0) return null;
    if (changes.eventTypes !== undefined) {
      await this.sql.run('delete from webhook_subscriptions where webhook_id = ?', [id]);
      await this.subscribe(id, changes.eventTypes);
    }
    return this.findOwned(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.run('delete from webhooks where owner_id = ? and id = ?', [ownerId, id])) > 0;
  }

  async disable(id: string, at: Date, reason: string): Promise<boolean> {
    const changed = await this.sql.run(
      'update webhooks set disabled_at = ?, disabled_reason = ? where id = ? and disabled_at is null',
      [at, reason, id],
    );
    return changed > 0 || (await this.sql.count('select count(*) as n from webhooks where id = ?', [id])) > 0;
  }

  private async subscribe(id: string, types: readonly WebhookEventType[]): Promise<void> {
    for (const type of new Set(types))
      await this.sql.run('insert into webhook_subscriptions (webhook_id, event_type) values (?, ?)', [id, type]);
  }
}

function toWebhook(row: WebhookRow): Webhook {
  const types = (row.event_types ?? '').split(',').filter((type) => type !== '');
  return {
    id: row.id,
    ownerId: row.owner_id,
    url: row.url,
    description: row.description,
    eventTypes: types.map((type) => storedEnum(WEBHOOK_EVENT_TYPES, type, 'webhook_subscriptions.event_type')),
    secret: row.secret,
    createdAt: toDate(row.created_at),
    disabledAt: row.disabled_at === null ? null : toDate(row.disabled_at),
    disabledReason: row.disabled_reason,
  };
}
