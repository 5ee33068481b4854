import { z } from 'zod';
import { EVENT_KINDS } from '@metagame/core';
import { QueryBoolean } from '../common-schemas.js';
import { Text } from '../text.js';

export const TRACKER_TAG = 'tracker';
export const TRACKER_PREFIX = '/api/v1/tracker';

export const Uuid = z.uuid({ error: 'Must be a UUID.' });

/** Free-form notes: unindexed text columns, so the bound is about request size, not the column. */
export const LongText = Text(20_000);
/** A required one-line name: trimmed, 1 to `max` characters. */
export const Name = (max: number) => Text(max).trim().min(1);

/** GET routes read the caller's data, or a sharing user's with `owner_id`. */
export const OwnerQuery = z.strictObject({
  owner_id: Uuid.optional().describe(
    'Read this user’s data instead of the caller’s; they must share their data (403 otherwise).',
  ),
});

export const ArchivableListQuery = OwnerQuery.extend({
  include_archived: QueryBoolean.default(false).describe('Include archived decks (default false).'),
});

/** A calendar date as clients write it; the databases store dates from 1900 on. */
export const CalendarDate = z.iso
  .date({ error: 'Must be an ISO date (YYYY-MM-DD).' })
  .refine((d) => d >= '1900-01-01', { error: 'Must be 1900-01-01 or later.' });

const KIND_LIST = new RegExp(`^(?:${EVENT_KINDS.join('|')})(?:,(?:${EVENT_KINDS.join('|')}))*$`);

/**
 * The match filters every list, export and summary accepts (all optional, all must hold). A match
 * without an event counts as `testing`.
 */
export const MatchFilterQuery = z.strictObject({
  date_from: CalendarDate.optional().describe('Only matches on or after this date.'),
  date_to: CalendarDate.optional().describe('Only matches on or before this date.'),
  event_id: Uuid.optional().describe('Only the matches of this event.'),
  event_kind: z
    .string()
    .regex(KIND_LIST, { error: `Must be one or more of ${EVENT_KINDS.join(', ')}, comma-separated.` })
    .transform((v) => v.split(',') as (typeof EVENT_KINDS)[number][])
    .optional()
    .describe(
      'Only matches of these event kinds, comma-separated (`testing`, or `league,tournament`); a match without an event is `testing`.',
    ),
  personal_deck_id: Uuid.optional().describe('Only the matches played with this personal deck.'),
  decklist_version_id: Uuid.optional().describe('Only the matches played with this decklist version.'),
  player_id: Uuid.optional().describe(
    'Only the matches this member played. In a personal workspace every match is the owner’s: their own id keeps them all, any other id none.',
  ),
});

/** Default and maximum page size of the long tracker lists (matches, card tests). */
export const TRACKER_PAGE_DEFAULT = 100;
export const TRACKER_PAGE_MAX = 500;

/** limit/offset of the long lists; the body stays a JSON array and X-Total-Count carries the total. */
export const TrackerPageQuery = OwnerQuery.extend({
  limit: z.coerce.number().int().min(1).max(TRACKER_PAGE_MAX).default(TRACKER_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

/**
 * Writes never read owner_id. A body may still carry one (clients echo what they read); it is
 * accepted and ignored, and the write lands in the caller's data.
 */
export const IgnoredOwnerId = z.unknown().optional().describe('Ignored: a write always targets the caller’s own data.');
