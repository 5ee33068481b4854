import { z } from 'zod';
import { EVENT_WEIGHTINGS } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { CalendarDate } from '../tracker/common.js';

/** A format as the public metagame files it: lower-case (`Modern` is read as `modern`). */
export const MetaFormat = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
    error: 'Must be a format name: 1 to 40 letters, digits, - or _ (e.g. modern).',
  })
  .describe('The format, e.g. `modern` (any case).');

const WINDOW = {
  format: MetaFormat,
  from: CalendarDate.optional().describe('Only events on or after this day (UTC); open when absent.'),
  to: CalendarDate.optional().describe('Only events on or before this day (UTC, the whole day); open when absent.'),
};
const toAfterFrom = <Q extends { from?: string | undefined; to?: string | undefined }>(q: Q) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const TO_BEFORE_FROM = { path: ['to'], error: 'Must be on or after `from`.' };

export const Weighting = z
  .enum(EVENT_WEIGHTINGS, { error: `Must be one of ${EVENT_WEIGHTINGS.join(', ')}.` })
  .default('none')
  .describe(
    'How much each deck counts, by the size of its event: `none` (default) 1; `log_players` log2 of the event’s player ' +
      'count, at least 1 (64 players → 6, 8 → 3); `per_event` 1 / the event’s published decklists, so each event weighs the same.',
  );

export const MetaShareQuery = z.strictObject({ ...WINDOW, weighting: Weighting }).refine(toAfterFrom, TO_BEFORE_FROM);
export const MetaTrendQuery = MetaShareQuery;
const MIN_MATCHES_RULE = 'Must be a whole number from 0 to 1000000.';
export const MatchupMatrixQuery = z
  .strictObject({
    ...WINDOW,
    min_matches: z
      .string()
      .regex(/^\d{1,7}$/, { error: MIN_MATCHES_RULE })
      .transform(Number)
      .pipe(z.number().max(1_000_000, { error: MIN_MATCHES_RULE }))
      .default(1)
      .describe('Leave out pairings with fewer matches (draws included); default 1.'),
  })
  .refine(toAfterFrom, TO_BEFORE_FROM);

const share = z.number().min(0).max(1);
export const MetaInterval = z.object({ low: share, high: share }).nullable().meta({
  id: 'MetaInterval',
  description: '95% Wilson score interval of a match win rate; null with no decided match.',
});

const RECORD = {
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int().describe('drawn matches (level on games), apart from the rate'),
  matches: z.number().int().describe('wins + losses + draws'),
  win_rate: share.nullable().describe('wins / (wins + losses); null with no decided match'),
  interval: MetaInterval,
};

export const MetaMatchRecord = z.object(RECORD).meta({
  id: 'MetaMatchRecord',
  description: 'Matches from round results, mirrors and byes left out, draws apart from the rate.',
});

const windowEcho = {
  format: z.string(),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
};

export const MetaShareRow = z
  .object({
    archetype: z.string().nullable().describe('null: decks not classified yet'),
    decks: z.number().int(),
    share: share.describe('weight of its decks / weight of the field'),
    top8: z.number().int().describe('decks placed 1st to 8th'),
    top8_share: share.nullable().describe('its weight among decks placed 1st to 8th; null when the window has none'),
    conversion: z
      .number()
      .min(0)
      .nullable()
      .describe('top8_share / its share of the events that publish placements; null when it played none'),
    record: MetaMatchRecord,
  })
  .meta({ id: 'MetaShareRow', description: 'One archetype of the share table.' });

export const MetaShare = z
  .object({
    ...windowEcho,
    weighting: z.enum(EVENT_WEIGHTINGS),
    decks: z.number().int(),
    top8_decks: z.number().int(),
    archetypes: z.array(MetaShareRow),
  })
  .meta({ id: 'MetaShare', description: 'Decks per archetype of a format and window, most played first.' });

export const MetaTrend = z
  .object({
    ...windowEcho,
    weighting: z.enum(EVENT_WEIGHTINGS),
    weeks: z.array(
      z.object({
        week: z.string().describe('ISO 8601 week, e.g. 2024-W20'),
        starts_on: z.iso.date().describe('its Monday'),
        decks: z.number().int(),
      }),
    ),
    archetypes: z.array(
      z.object({
        archetype: z.string().nullable().describe('null: decks not classified yet'),
        decks: z.number().int(),
        points: z
          .array(
            z.object({ decks: z.number().int(), share: share.nullable().describe('null in a week without decks') }),
          )
          .describe('one per week, in the order of `weeks`'),
      }),
    ),
  })
  .meta({ id: 'MetaTrend', description: 'Share per archetype per ISO week (Monday to Sunday, UTC).' });

export const MatchupCell = z
  .object({ archetype: z.string(), opponent: z.string(), ...RECORD })
  .meta({ id: 'MatchupCell', description: '`archetype`’s matches against `opponent`, from its side.' });

export const MatchupMatrix = z
  .object({
    ...windowEcho,
    min_matches: z.number().int(),
    archetypes: z.array(z.string()).describe('every archetype with a cell, most matches first'),
    cells: z.array(MatchupCell),
  })
  .meta({
    id: 'MatchupMatrix',
    description: 'Both cells of every pairing (B against A is A against B turned over); no mirror.',
  });

export const MetaFormatRow = z
  .object({
    format: z.string().describe('as the other reads take it, e.g. `modern`'),
    tournaments: z.number().int().describe('its imported tournaments'),
    decks: z.number().int().describe('the decklists they published'),
    newest_date: Timestamp.describe('the date of its newest tournament'),
    oldest_date: Timestamp.describe('the date of its oldest tournament'),
  })
  .meta({ id: 'MetaFormatRow', description: 'A format with imported tournaments.' });

export const MetaFormats = z
  .object({
    formats: z.array(MetaFormatRow).describe('the format of the newest tournament first, then by name'),
  })
  .meta({ id: 'MetaFormats', description: 'Every format that has imported tournaments.' });
