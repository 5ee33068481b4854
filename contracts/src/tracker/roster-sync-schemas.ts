import { z } from 'zod';
import { EVENT_WEIGHTINGS } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { MetaFormat, Weighting } from '../metagame/reads-schemas.js';
import { CalendarDate } from './common.js';
import { FigureSourceSchema } from './roster-link-schemas.js';

/** At most this many roster decks are created by one sync. */
export const SYNC_CREATE_TOP_MAX = 50;

export const RosterSyncRequest = z
  .strictObject({
    format: MetaFormat,
    from: CalendarDate.optional().describe('Only events on or after this day (UTC); open when absent.'),
    to: CalendarDate.optional().describe('Only events on or before this day (UTC, the whole day); open when absent.'),
    weighting: Weighting,
    create_top: z
      .number()
      .int()
      .min(0)
      .max(SYNC_CREATE_TOP_MAX)
      .default(0)
      .describe(
        'Create roster decks for this many of the window’s most played archetypes the roster does not name yet (`Unknown` and unclassified decks aside); 0, the default, creates none.',
      ),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    error: 'Must be on or after `from`.',
  })
  .meta({
    id: 'RosterSyncRequest',
    description: 'Which public metagame the roster is synced from: format, window of days and weighting.',
    examples: [{ format: 'modern', from: '2024-05-01', to: '2024-05-31', weighting: 'none', create_top: 5 }],
  });

export const RosterSnapshotRow = z
  .object({
    meta_deck_id: z.uuid(),
    name: z.string(),
    archetype: z.string(),
    decks: z.number().int().describe('The archetype’s decks in the window.'),
    share: z.number().describe('The archetype’s share of the field (weighted as asked).'),
    public_presence: z.number().int().describe('The presence the public metagame gives the archetype.'),
    public_top8: z.number().int().describe('The top-8 count the public metagame gives the archetype.'),
    presence: z.number().int().describe('The deck’s presence after the sync (the hand’s when `manual`).'),
    top8: z.number().int(),
    presence_source: FigureSourceSchema,
    top8_source: FigureSourceSchema,
    created: z.boolean().describe('The sync created the deck.'),
  })
  .meta({
    id: 'RosterSnapshotRow',
    description: 'One roster deck naming an archetype of the format, as the sync left it.',
  });

export const RosterSnapshotRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
    taken_at: Timestamp,
    format: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    weighting: z.enum(EVENT_WEIGHTINGS),
    field_decks: z.number().int().describe('Every deck of the window.'),
    created_decks: z.number().int(),
    rows: z.array(RosterSnapshotRow),
  })
  .meta({
    id: 'RosterSnapshotRead',
    description: 'A dated record of one roster sync: what was read and what was written.',
  });
