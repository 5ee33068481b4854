import type { Sql } from '../runner/sql.js';
import type { PersonalDeck, PersonalDeckRepo } from '@metagame/core';
import { PersonalDeckSchema, type PersonalDeckRecord } from '../schemas/tracker/personal-deck-schema.js';

/** PersonalDeckRepo on MikroORM; owner_id is part of every where clause. */
export class MikroOrmPersonalDeckRepo implements PersonalDeckRepo {
  constructor(private readonly sql: Sql) {}

  async insert(deck: PersonalDeck): Promise<void> {
    await this.sql.em.insert(PersonalDeckSchema, { ...deck });
  }

  async findOwned(ownerId: string, id: string): Promise<PersonalDeck | null> {
    const record = await this.sql.em.findOne(PersonalDeckSchema, { id, ownerId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<PersonalDeck[]> {
    const where = options.includeArchived ? { ownerId } : { ownerId, archivedAt: null };
    const records = await this.sql.em.find(PersonalDeckSchema, where, {
      disableIdentityMap: true,
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
    return records.map(toDomain);
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    return (
      (await this.sql.em.nativeUpdate(PersonalDeckSchema, { id, ownerId, archivedAt: null }, { archivedAt: at })) > 0
    );
  }
}

const toDomain = (record: PersonalDeckRecord): PersonalDeck => ({
  id: record.id,
  ownerId: record.ownerId,
  name: record.name,
  archivedAt: record.archivedAt ?? null,
  createdAt: record.createdAt,
});
