import type { EventRepo, TrackerEvent, TrackerEventFields } from '@metagame/core';

/** EventRepo in a Map, scoped by owner and ordered like the SQL adapter. */
export class InMemoryEventRepo implements EventRepo {
  readonly rows = new Map<string, TrackerEvent>();

  async insert(event: TrackerEvent): Promise<void> {
    this.rows.set(event.id, { ...event });
  }

  async findOwned(ownerId: string, id: string): Promise<TrackerEvent | null> {
    const event = this.rows.get(id);
    return event?.ownerId === ownerId ? event : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<TrackerEvent[]> {
    return [...this.rows.values()]
      .filter((e) => e.ownerId === ownerId && (options.includeArchived || e.archivedAt === null))
      .sort(
        (a, b) =>
          b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
      );
  }

  async update(ownerId: string, id: string, fields: TrackerEventFields): Promise<TrackerEvent | null> {
    const event = await this.findOwned(ownerId, id);
    if (!event) return null;
    const updated = { ...event, ...fields };
    this.rows.set(id, updated);
    return updated;
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    const event = await this.findOwned(ownerId, id);
    if (!event || event.archivedAt !== null) return false;
    this.rows.set(id, { ...event, archivedAt: at });
    return true;
  }
}
