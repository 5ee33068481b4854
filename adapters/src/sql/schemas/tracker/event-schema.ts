import { EntitySchema } from '@mikro-orm/core';
import type { TrackerEvent } from '@metagame/core';

export type EventRecord = { -readonly [K in keyof TrackerEvent]: K extends 'kind' ? string : TrackerEvent[K] };

export const EventSchema = new EntitySchema<EventRecord>({
  name: 'TrackerEvent',
  tableName: 'events',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    name: { type: 'string', length: 200 },
    format: { type: 'string', length: 100 },
    // A calendar date travels as the string YYYY-MM-DD on both databases (no time zone shifts).
    date: { type: 'date', fieldName: 'event_date' },
    kind: { type: 'string', length: 16 },
    location: { type: 'string', length: 200, nullable: true },
    rounds: { type: 'integer', nullable: true },
    notes: { type: 'text' },
    archivedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
  },
});
