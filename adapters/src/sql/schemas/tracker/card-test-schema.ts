import { EntitySchema } from '@mikro-orm/core';
import type { CardTest } from '@metagame/core';

export type CardTestRecord = { -readonly [K in keyof CardTest]: CardTest[K] };

export const CardTestSchema = new EntitySchema<CardTestRecord>({
  name: 'CardTest',
  tableName: 'card_tests',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    playerId: { type: 'uuid', nullable: true },
    tester: { type: 'string', length: 200 },
    cardName: { type: 'string', length: 200 },
    personalDeckId: { type: 'uuid', nullable: true },
    opponentDeckId: { type: 'uuid', nullable: true },
    rating: { type: 'integer' },
    notes: { type: 'text', nullable: true },
    createdAt: { type: 'Date' },
  },
});
