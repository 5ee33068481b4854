import type { Webhook, WebhookChanges, WebhookRepo } from '@metagame/core';

/** WebhookRepo in memory; deleting a webhook drops its deliveries through `onDelete` (the cascade). */
export class InMemoryWebhookRepo implements WebhookRepo {
  readonly rows = new Map<string, Webhook>();
  onDelete: (id: string) => void = () => {};

  async insert(webhook: Webhook): Promise<void> {
    this.rows.set(webhook.id, { ...webhook, eventTypes: [...new Set(webhook.eventTypes)].sort() });
  }

  async listOf(ownerId: string): Promise<Webhook[]> {
    return [...this.rows.values()]
      .filter((w) => w.ownerId === ownerId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async countOf(ownerId: string): Promise<number> {
    return (await this.listOf(ownerId)).length;
  }

  async findOwned(ownerId: string, id: string): Promise<Webhook | null> {
    const row = this.rows.get(id);
    return row && row.ownerId === ownerId ? row : null;
  }

  async update(ownerId: string, id: string, changes: WebhookChanges & { secret?: string }): Promise<Webhook | null> {
    const row = await this.findOwned(ownerId, id);
    if (!row) return null;
    const next: Webhook = {
      ...row,
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.secret === undefined ? {} : { secret: changes.secret }),
      ...(changes.eventTypes === undefined ? {} : { eventTypes: [...new Set(changes.eventTypes)].sort() }),
      ...(changes.disabled === undefined
        ? {}
        : { disabledAt: changes.disabled?.at ?? null, disabledReason: changes.disabled?.reason ?? null }),
    };
    this.rows.set(id, next);
    return next;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    if (!(await this.findOwned(ownerId, id))) return false;
    this.rows.delete(id);
    this.onDelete(id);
    return true;
  }

  async disable(id: string, at: Date, reason: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    if (row.disabledAt === null) this.rows.set(id, { ...row, disabledAt: at, disabledReason: reason });
    return true;
  }
}
