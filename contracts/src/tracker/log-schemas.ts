import { z } from 'zod';
import { GAME_RESULTS, MULLIGANS_MAX, RATING_MAX, RATING_MIN, ROUND_MAX } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { CalendarDate, IgnoredOwnerId, LongText, Name, Uuid } from './common.js';

export const GameResultSchema = z
  .enum(GAME_RESULTS)
  .nullable()
  .meta({ id: 'GameResult', description: 'null = not played.' });

const OnPlaySchema = z.boolean().nullable().default(null);
const PlanUsedSchema = z.boolean().nullable().default(null);
const MulligansSchema = z
  .number()
  .int()
  .min(0)
  .max(MULLIGANS_MAX)
  .nullable()
  .default(null)
  .describe('Mulligans before the game (0–7); null = not recorded. Only for a game played.');

export const MatchWrite = z
  .strictObject({
    date: CalendarDate,
    personal_deck_id: Uuid,
    opponent_deck_id: Uuid,
    on_play: z.boolean().describe('true = on the play, false = on the draw.'),
    game1: GameResultSchema.default(null),
    game2: GameResultSchema.default(null),
    game3: GameResultSchema.default(null),
    opening_hand: LongText.default(''),
    turning_point: LongText.default(''),
    final_turn: LongText.default(''),
    event_id: Uuid.nullable()
      .default(null)
      .describe('One of the caller’s events (404 otherwise); null = no event, counted as testing.'),
    round: z
      .number()
      .int()
      .min(1)
      .max(ROUND_MAX)
      .nullable()
      .default(null)
      .describe('Round of the event; only with an event.'),
    decklist_version_id: Uuid.nullable()
      .optional()
      .describe(
        'A version of personal_deck_id (a version of another deck: 422). Omitted: on POST the deck’s newest version now (none when it has none); ' +
          'on PUT the match keeps its version while the personal deck stays the same. null: no version.',
      ),
    game2_on_play: OnPlaySchema.describe(
      'On the play in game 2; null = the default: the loser of game 1 plays (after a draw, the side stays).',
    ),
    game3_on_play: OnPlaySchema.describe('On the play in game 3; null = the default: the loser of game 2 plays.'),
    game1_mulligans: MulligansSchema,
    game2_mulligans: MulligansSchema,
    game3_mulligans: MulligansSchema,
    game2_plan_used: PlanUsedSchema.describe(
      'Whether the sideboard plan for this matchup was used in game 2; null = not recorded. Only for a game played.',
    ),
    game3_plan_used: PlanUsedSchema.describe('The same for game 3.'),
    player_id: Uuid.nullable()
      .optional()
      .describe(
        'Who played: in a team, a member (naming another than yourself needs the captain role; 404 for a non-member); ' +
          'omitted or null: the caller on POST, unchanged on PUT. In a personal workspace only the owner plays.',
      ),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'MatchWrite',
    description: 'A match as recorded: the decks, up to three game results, the die roll and notes.',
    examples: [
      {
        date: '2026-11-20',
        personal_deck_id: '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13',
        opponent_deck_id: 'b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05',
        on_play: true,
        game1: 'win',
        game2: 'loss',
        game3: 'win',
        event_id: 'e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31',
        round: 2,
        game1_mulligans: 0,
        game2_mulligans: 1,
        game2_plan_used: true,
      },
    ],
  });

export const MatchRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid().describe('The workspace: the owner’s id, or the team’s.'),
    player_id: z
      .uuid()
      .nullable()
      .describe(
        'Who played: the owner in a personal workspace; in a team, the member (null once their account is deleted).',
      ),
    date: z.iso.date(),
    personal_deck_id: z.uuid(),
    opponent_deck_id: z.uuid(),
    on_play: z.boolean(),
    game1: GameResultSchema,
    game2: GameResultSchema,
    game3: GameResultSchema,
    opening_hand: z.string(),
    turning_point: z.string(),
    final_turn: z.string(),
    event_id: z.uuid().nullable(),
    round: z.number().int().nullable(),
    decklist_version_id: z
      .uuid()
      .nullable()
      .describe('The version played; null when none is known (also after that version was deleted).'),
    game2_on_play: z.boolean().nullable().describe('null exactly when game 2 was not played.'),
    game3_on_play: z.boolean().nullable(),
    game1_mulligans: z.number().int().nullable(),
    game2_mulligans: z.number().int().nullable(),
    game3_mulligans: z.number().int().nullable(),
    game2_plan_used: z
      .boolean()
      .nullable()
      .describe('Whether the sideboard plan was used in game 2; null = not recorded.'),
    game3_plan_used: z.boolean().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'MatchRead', description: 'A recorded match, with the defaults the server filled in.' });

/** The card-test write payload; a personal deck the caller does not own gives 404. */
export const CardTestWrite = z
  .strictObject({
    personal_deck_id: Uuid,
    tester: Name(200)
      .optional()
      .describe(
        'Who tested. Omitted: a new test takes the caller’s display name (their email without one); an edit keeps the tester.',
      ),
    card_name: Name(200),
    opponent_deck_id: Uuid.nullable().default(null),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    notes: LongText.nullable().default(null),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'CardTestWrite',
    description: 'A rating (1–5) of one card tried in a personal deck, with notes.',
    examples: [
      {
        personal_deck_id: '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13',
        tester: 'Ana',
        card_name: 'Fireblast',
        opponent_deck_id: 'b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05',
        rating: 4,
        notes: 'Won two races.',
      },
    ],
  });

/** A card test as read; personal_deck_id is always set (legacy tests without one are never returned). */
export const CardTestRead = z
  .object({
    id: z.uuid(),
    player_id: z
      .uuid()
      .nullable()
      .describe(
        'Who recorded it: the owner in a personal workspace; in a team, the member (null once their account is deleted).',
      ),
    tester: z.string(),
    card_name: z.string(),
    personal_deck_id: z.uuid(),
    opponent_deck_id: z.uuid().nullable(),
    rating: z.number().int(),
    notes: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'CardTestRead', description: 'A recorded card test.' });

export const CardTestListQuery = z.strictObject({
  personal_deck_id: Uuid.optional().describe('Only the tests of this personal deck.'),
});

/** A match log as CSV (export and import), columns as MATCH_CSV_COLUMNS in the host. */
export const MatchesCsv = z.string().meta({
  id: 'MatchesCsv',
  description: 'RFC 4180 CSV with a header row.',
  examples: [
    'date,personal_deck,opponent_deck,decklist_version,event,round,on_play,game1,game2,game3,game2_on_play,game3_on_play,game1_mulligans,game2_mulligans,game3_mulligans,game2_plan_used,game3_plan_used,opening_hand,turning_point,final_turn\n2026-11-20,Mono-Red Burn,Sligh,1,Friday Night Magic,2,true,win,loss,win,,,0,1,0,true,true,,,\n',
  ],
});
export const CardTestsCsv = z.string().meta({ id: 'CardTestsCsv', description: 'RFC 4180 CSV with a header row.' });
export const MatchImportResult = z
  .object({ imported: z.number().int().describe('Matches written.') })
  .meta({ id: 'MatchImportResult', description: 'How many matches a CSV import wrote.' });
