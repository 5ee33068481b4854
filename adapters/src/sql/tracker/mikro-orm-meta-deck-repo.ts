import type { Sql } from '../runner/sql.js';
import {
  EXPECTATIONS,
  FIGURE_SOURCES,
  META_DECK_CATEGORIES,
  type FigureSources,
  type MetaDeck,
  type MetaDeckFields,
  type MetaDeckRepo,
} from '@metagame/core';
import { MetaDeckSchema, type MetaDeckRecord } from '../schemas/tracker/meta-deck-schema.js';
import { storedEnum } from './stored-enum.js';

/** MetaDeckRepo on MikroORM; owner_id is part of every where clause. */
export class MikroOrmMetaDeckRepo implements MetaDeckRepo {
  constructor(private readonly sql: Sql) {}

  async insert(deck: MetaDeck): Promise<void> {
    await this.sql.em.insert(MetaDeckSchema, toRecord(deck));
  }

  async findOwned(ownerId: string, id: string): Promise<MetaDeck | null> {
    const record = await this.sql.em.findOne(MetaDeckSchema, { id, ownerId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<MetaDeck[]> {
    const where = options.includeArchived ? { ownerId } : { ownerId, archivedAt: null };
    const records = await this.sql.em.find(MetaDeckSchema, where, {
      disableIdentityMap: true,
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
    return records.map(toDomain);
  }

  async update(ownerId: string, id: string, fields: MetaDeckFields & FigureSources): Promise<MetaDeck | null> {
    const affected = await this.sql.em.nativeUpdate(MetaDeckSchema, { id, ownerId }, toRecord(fields));
    return affected === 0 ? null : this.findOwned(ownerId, id);
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    return (await this.sql.em.nativeUpdate(MetaDeckSchema, { id, ownerId, archivedAt: null }, { archivedAt: at })) > 0;
  }
}

const toDomain = (record: MetaDeckRecord): MetaDeck => ({
  id: record.id,
  ownerId: record.ownerId,
  name: record.name,
  tier: Number(record.tier),
  category: storedEnum(META_DECK_CATEGORIES, record.category, 'meta_decks.category'),
  decklistNotes: record.decklistNotes,
  top8: record.top8,
  presence: record.presence,
  expected: storedEnum(EXPECTATIONS, record.expected, 'meta_decks.expected'),
  testsStatus: record.testsStatus,
  publicArchetype:
    record.publicFormat === null || record.publicArchetypeName === null
      ? null
      : { format: record.publicFormat, name: record.publicArchetypeName },
  presenceSource: storedEnum(FIGURE_SOURCES, record.presenceSource, 'meta_decks.presence_source'),
  top8Source: storedEnum(FIGURE_SOURCES, record.top8Source, 'meta_decks.top8_source'),
  archivedAt: record.archivedAt ?? null,
  createdAt: record.createdAt,
});

/** The link's two columns from the domain's one field; every other field as it is. */
function toRecord<T extends MetaDeckFields>(
  deck: T,
): Omit<T, 'publicArchetype'> & {
  publicFormat: string | null;
  publicArchetypeName: string | null;
} {
  const { publicArchetype, ...rest } = deck;
  return { ...rest, publicFormat: publicArchetype?.format ?? null, publicArchetypeName: publicArchetype?.name ?? null };
}
