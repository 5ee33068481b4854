import type { Sql } from '../runner/sql.js';
import { EVENT_KINDS, type EventRepo, type TrackerEvent, type TrackerEventFields } from '@metagame/core';
import { EventSchema, type EventRecord } from '../schemas/tracker/event-schema.js';
import { storedEnum } from './stored-enum.js';

/** EventRepo on MikroORM; owner_id is part of every where clause. Lists follow events_owner_idx backwards. */
export class MikroOrmEventRepo implements EventRepo {
  constructor(private readonly sql: Sql) {}

  async insert(event: TrackerEvent): Promise<void> {
    await this.sql.em.insert(EventSchema, { ...event });
  }

  async findOwned(ownerId: string, id: string): Promise<TrackerEvent | null> {
    const record = await this.sql.em.findOne(EventSchema, { id, ownerId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<TrackerEvent[]> {
    const where = options.includeArchived ? { ownerId } : { ownerId, archivedAt: null };
    const records = await this.sql.em.find(EventSchema, where, {
      disableIdentityMap: true,
      orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' },
    });
    return records.map(toDomain);
  }

  async update(ownerId: string, id: string, fields: TrackerEventFields): Promise<TrackerEvent | null> {
    const affected = await this.sql.em.nativeUpdate(EventSchema, { id, ownerId }, { ...fields });
    return affected === 0 ? null : this.findOwned(ownerId, id);
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    return (await this.sql.em.nativeUpdate(EventSchema, { id, ownerId, archivedAt: null }, { archivedAt: at })) > 0;
  }
}

const toDomain = (record: EventRecord): TrackerEvent => ({
  id: record.id,
  ownerId: record.ownerId,
  name: record.name,
  format: record.format,
  // PostgreSQL hands back YYYY-MM-DD (MikroORM's date parser); SQLite gives back the stored string.
  date: String(record.date).slice(0, 10),
  kind: storedEnum(EVENT_KINDS, record.kind, 'events.kind'),
  location: record.location ?? null,
  rounds: record.rounds ?? null,
  notes: record.notes,
  archivedAt: record.archivedAt ?? null,
  createdAt: record.createdAt,
});
