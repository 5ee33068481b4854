import { z } from 'zod';
import {
  EVENT_FORMAT_MAX_LENGTH,
  EVENT_KINDS,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_ROUNDS_MAX,
} from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';
import { CalendarDate, IgnoredOwnerId, LongText, Name } from './common.js';

export const EventKindSchema = z
  .enum(EVENT_KINDS)
  .meta({ id: 'EventKind', description: '`testing` (also every match without an event), `league` or `tournament`.' });

export const EventWrite = z
  .strictObject({
    name: Name(EVENT_NAME_MAX_LENGTH),
    format: Text(EVENT_FORMAT_MAX_LENGTH).trim().default('').describe('Free text, e.g. "Premodern".'),
    date: CalendarDate,
    kind: EventKindSchema,
    location: Text(EVENT_LOCATION_MAX_LENGTH).nullable().default(null),
    rounds: z.number().int().min(1).max(EVENT_ROUNDS_MAX).nullable().default(null),
    notes: LongText.default(''),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'EventWrite',
    description: 'An event the player plays matches in: testing, a league or a tournament.',
    examples: [
      {
        name: 'Friday Night Magic',
        format: 'Premodern',
        date: '2026-11-20',
        kind: 'tournament',
        location: 'The Game Shop',
        rounds: 4,
        notes: '',
      },
    ],
  });

export const EventRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
    name: z.string(),
    format: z.string(),
    date: z.iso.date(),
    kind: EventKindSchema,
    location: z.string().nullable(),
    rounds: z.number().int().nullable(),
    notes: z.string(),
    archived_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'EventRead', description: 'A recorded event.' });
