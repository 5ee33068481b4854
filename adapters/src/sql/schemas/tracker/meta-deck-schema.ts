import { EntitySchema } from '@mikro-orm/core';
import type { MetaDeck } from '@metagame/core';

/**
 * Enum columns are plain strings in the table; the repo checks them on the way out. The public
 * archetype link is two nullable columns.
 */
export type MetaDeckRecord = {
  -readonly [K in keyof Omit<MetaDeck, 'publicArchetype'>]: K extends
    'category' | 'expected' | 'presenceSource' | 'top8Source'
    ? string
    : MetaDeck[K];
} & { publicFormat: string | null; publicArchetypeName: string | null };

export const MetaDeckSchema = new EntitySchema<MetaDeckRecord>({
  name: 'MetaDeck',
  tableName: 'meta_decks',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    name: { type: 'string', length: 200 },
    // numeric(2,1); read back as a number (Postgres sends numerics as strings).
    tier: { type: 'decimal', precision: 2, scale: 1, runtimeType: 'number' },
    category: { type: 'string', length: 16 },
    decklistNotes: { type: 'text' },
    top8: { type: 'integer' },
    presence: { type: 'integer' },
    expected: { type: 'string', length: 16 },
    testsStatus: { type: 'text' },
    publicFormat: { type: 'string', length: 40, nullable: true },
    publicArchetypeName: { type: 'string', length: 200, nullable: true, fieldName: 'public_archetype' },
    presenceSource: { type: 'string', length: 8 },
    top8Source: { type: 'string', length: 8, fieldName: 'top8_source' },
    archivedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
  },
});
