import { EntitySchema } from '@mikro-orm/core';
import type { PersonalDeck } from '@metagame/core';

export type PersonalDeckRecord = { -readonly [K in keyof PersonalDeck]: PersonalDeck[K] };

export const PersonalDeckSchema = new EntitySchema<PersonalDeckRecord>({
  name: 'PersonalDeck',
  tableName: 'personal_decks',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    name: { type: 'string', length: 200 },
    archivedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
  },
});
