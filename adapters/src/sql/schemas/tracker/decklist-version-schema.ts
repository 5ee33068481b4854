import { EntitySchema } from '@mikro-orm/core';
import type { DecklistVersion } from '@metagame/core';

export type DecklistVersionRecord = {
  -readonly [K in keyof DecklistVersion]: K extends 'source' ? string : DecklistVersion[K];
};

export const DecklistVersionSchema = new EntitySchema<DecklistVersionRecord>({
  name: 'DecklistVersion',
  tableName: 'decklist_versions',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    personalDeckId: { type: 'uuid' },
    version: { type: 'integer' },
    content: { type: 'text' },
    source: { type: 'string', length: 32 },
    createdAt: { type: 'Date' },
  },
});
