import { z } from 'zod';
import { Timestamp } from '../common-schemas.js';
import { CalendarDate } from '../tracker/common.js';

export const META_TAG = 'metagame';
export const META_PREFIX = '/api/v1/meta';

const Format = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'Must be a format name such as modern.')
  .transform((f) => f.toLowerCase());

export const TournamentParams = z.strictObject({ tournament_id: z.uuid({ error: 'Must be a UUID.' }) });

export const TournamentImportQuery = z.strictObject({
  format: Format.optional().describe(
    'The format of the event (`modern`); without it, the format the Uri’s slug or the event’s name names.',
  ),
});

export const TournamentListQuery = z.strictObject({
  format: Format.optional().describe('Only events of this format.'),
  from: CalendarDate.optional().describe('Only events on or after this day (UTC).'),
  to: CalendarDate.optional().describe('Only events on or before this day (UTC).'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export const TournamentFileBody = z.record(z.string(), z.unknown()).meta({
  id: 'TournamentFile',
  description:
    'A tournament file in the open tournament cache’s shape: `Tournament` {Date, Name, Uri}, `Decks` [{Player, ' +
    'Result, Mainboard and Sideboard [{Count, CardName}]}], and optionally `Rounds` [{RoundName, Matches ' +
    '[{Player1, Player2, Result "2-1-0"}]}] and `Standings` [{Rank, Player, Points, Wins, Losses, Draws, OMWP, ' +
    'GWP, OGWP}]. A bye is a match whose Player2 is "-", "BYE", empty or null. Unknown fields are ignored.',
  examples: [
    {
      Tournament: { Date: '2024-05-18T08:00:00Z', Name: 'Modern Open', Uri: 'https://example.com/events/1' },
      Decks: [
        { Player: 'Ana', Result: '1st Place', Mainboard: [{ Count: 4, CardName: 'Lightning Bolt' }], Sideboard: [] },
        { Player: 'Bo', Result: '2nd Place', Mainboard: [{ Count: 4, CardName: 'Counterspell' }], Sideboard: [] },
      ],
      Rounds: [{ RoundName: 'Round 1', Matches: [{ Player1: 'Ana', Player2: 'Bo', Result: '2-1-0' }] }],
      Standings: [
        { Rank: 1, Player: 'Ana', Points: 3, Wins: 1, Losses: 0, Draws: 0 },
        { Rank: 2, Player: 'Bo', Points: 0, Wins: 0, Losses: 1, Draws: 0 },
      ],
    },
  ],
});

const Record3 = z.object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() });

export const TournamentImportReport = z
  .object({
    tournament_id: z.uuid(),
    replaced: z.boolean().describe('The same event (same Uri, else same name and date) was there and is replaced.'),
    format: z.string(),
    name: z.string(),
    date: Timestamp,
    decks: z.number().int(),
    rounds: z.number().int(),
    matches: z.number().int().describe('Pairings of two players; byes apart.'),
    byes: z.number().int(),
    standings: z.number().int(),
    inconsistent: z.boolean().describe('Some standing disagrees with what the rounds give (a bye counts as a win).'),
    mismatches: z.array(z.object({ player: z.string(), published: Record3, from_rounds: Record3 })),
    unmatched_cards: z
      .array(z.string())
      .describe('Card names, as published, that match no card of the card reference; they are kept.'),
    classified: z.number().int().describe('Decks given an archetype (0 while the format has no definitions).'),
  })
  .meta({ id: 'TournamentImportReport', description: 'What an import wrote and what it noticed.' });

export const TournamentSummary = z
  .object({
    id: z.uuid(),
    format: z.string(),
    name: z.string(),
    date: Timestamp,
    uri: z.string().nullable(),
    deck_count: z.number().int(),
    player_count: z.number().int(),
    has_rounds: z.boolean(),
    has_standings: z.boolean(),
    inconsistent: z.boolean(),
    imported_at: Timestamp,
  })
  .meta({ id: 'TournamentSummary', description: 'An imported tournament, without its decks and rounds.' });

const CardLine = z.object({ count: z.number().int(), name: z.string() });
const ArchetypeMatch = z.enum(['rule', 'fallback', 'unknown']);

export const TournamentDeckRead = z
  .object({
    id: z.uuid(),
    player: z.string(),
    result: z.string().nullable().describe('As published: "1st Place", "5-0", …'),
    placement: z.number().int().nullable().describe('The final place the result gives; null for a record.'),
    archetype: z.string().nullable().describe('The hand override when there is one, else the classifier’s.'),
    archetype_match: ArchetypeMatch.nullable().describe('How the classifier matched; null: not classified yet.'),
    archetype_overridden: z.boolean(),
    colors: z.string().nullable(),
    mainboard: z.array(CardLine),
    sideboard: z.array(CardLine),
  })
  .meta({ id: 'TournamentDeckRead', description: 'One player’s deck in a tournament, with its archetype.' });

export const TournamentStandingRead = z
  .object({
    rank: z.number().int(),
    player: z.string(),
    deck_id: z.uuid(),
    points: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    omwp: z.number().nullable(),
    gwp: z.number().nullable(),
    ogwp: z.number().nullable(),
  })
  .meta({ id: 'TournamentStandingRead', description: 'A published standing, with its tiebreakers.' });

export const TournamentMatchRead = z
  .object({
    deck1_id: z.uuid(),
    player1: z.string(),
    archetype1: z.string().nullable(),
    deck2_id: z.uuid().nullable().describe('Null: a bye for player 1.'),
    player2: z.string().nullable(),
    archetype2: z.string().nullable(),
    wins1: z.number().int(),
    wins2: z.number().int(),
    draws: z.number().int(),
  })
  .meta({ id: 'TournamentMatchRead', description: 'A pairing of a round, in games; a bye has no player 2.' });

export const TournamentRead = TournamentSummary.extend({
  decks: z.array(TournamentDeckRead).describe('In published order.'),
  standings: z.array(TournamentStandingRead).describe('By rank; empty when the event publishes none.'),
  rounds: z
    .array(z.object({ name: z.string(), matches: z.array(TournamentMatchRead) }))
    .describe('In order; empty when the event publishes none.'),
}).meta({ id: 'TournamentRead', description: 'A tournament with its decks, standings and rounds.' });
