import { EntitySchema } from '@mikro-orm/core';

/** A row of `sideboard_plans` (m0013): the swaps travel as JSON text, read back by the repo's toDomain. */
export interface SideboardPlanRecord {
  id: string;
  ownerId: string;
  personalDeckId: string;
  decklistVersionId: string;
  opponentDeckId: string;
  sides: string;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

export const SideboardPlanSchema = new EntitySchema<SideboardPlanRecord>({
  name: 'SideboardPlan',
  tableName: 'sideboard_plans',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    personalDeckId: { type: 'uuid' },
    decklistVersionId: { type: 'uuid' },
    opponentDeckId: { type: 'uuid' },
    sides: { type: 'text' },
    note: { type: 'text' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
