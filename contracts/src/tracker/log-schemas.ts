import { z } from 'zod';
import { GAME_RESULTS, RATING_MAX, RATING_MIN } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { IgnoredOwnerId, LongText, Name, Uuid } from './common.js';

export const GameResultSchema = z.enum(GAME_RESULTS).nullable().meta({ id: 'GameResult', description: 'null = not played.' });

export const MatchWrite = z
  .strictObject({
    date: z.iso
      .date({ error: 'Must be an ISO date (YYYY-MM-DD).' })
      .refine((d) => d >= '1900-01-01', { error: 'Must be 1900-01-01 or later.' }),
    personal_deck_id: Uuid,
    opponent_deck_id: Uuid,
    on_play: z.boolean().describe('true = on the play, false = on the draw.'),
    game1: GameResultSchema.default(null),
    game2: GameResultSchema.default(null),
    game3: GameResultSchema.default(null),
    opening_hand: LongText.default(''),
    turning_point: LongText.default(''),
    final_turn: LongText.default(''),
    owner_id: IgnoredOwnerId,
  })
  .meta({ id: 'MatchWrite' });

export const MatchRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
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
    created_at: Timestamp,
  })
  .meta({ id: 'MatchRead' });

/** Spec 4.5: the card-test write payload. */
export const CardTestWrite = z
  .strictObject({
    personal_deck_id: Uuid,
    tester: Name(200),
    card_name: Name(200),
    opponent_deck_id: Uuid.nullable().default(null),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    notes: LongText.nullable().default(null),
    owner_id: IgnoredOwnerId,
  })
  .meta({ id: 'CardTestWrite' });

/** Spec 2.7 fields; personal_deck_id is always set (legacy tests without one are never returned). */
export const CardTestRead = z
  .object({
    id: z.uuid(),
    tester: z.string(),
    card_name: z.string(),
    personal_deck_id: z.uuid(),
    opponent_deck_id: z.uuid().nullable(),
    rating: z.number().int(),
    notes: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'CardTestRead' });

export const CardTestListQuery = z.strictObject({ personal_deck_id: Uuid.optional().describe('Only the tests of this personal deck.') });
