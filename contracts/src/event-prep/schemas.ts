import { z } from 'zod';
import { PLAN_CARD_NAME_MAX_LENGTH, PLAN_CARDS_MAX, PLAN_NOTE_MAX_LENGTH } from '@metagame/core';
import { QueryBoolean, Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';
import { IgnoredOwnerId, MatchFilterQuery, OwnerQuery, Uuid } from '../tracker/common.js';
import {
  PUBLIC_PRIOR_MATCHUP,
  PUBLIC_PRIOR_QUERY,
  PUBLIC_PRIOR_READ,
  priorQueryProblem,
} from './public-prior-schemas.js';

const PlanCard = z
  .strictObject({
    name: Text(PLAN_CARD_NAME_MAX_LENGTH)
      .trim()
      .min(1)
      .describe(
        'As written in the decklist; split cards with any slash form, double-faced cards by their front face or full name.',
      ),
    quantity: z.number().int().min(1).max(60),
  })
  .meta({ id: 'PlanCard', description: 'A card of a sideboard swap and how many copies move.' });

export const CardSwap = z
  .strictObject({
    in: z.array(PlanCard).max(PLAN_CARDS_MAX).describe('Cards brought in from the sideboard.'),
    out: z.array(PlanCard).max(PLAN_CARDS_MAX).describe('Cards taken out of the main deck.'),
  })
  .meta({ id: 'CardSwap', description: 'The cards a sideboard plan brings in and takes out.' });

export const SideboardPlanWrite = z
  .strictObject({
    decklist_version_id: Uuid.describe(
      'A version of the deck in the path (404 when not the caller’s, 422 when of another deck).',
    ),
    opponent_deck_id: Uuid.describe('One of the caller’s roster decks (404 otherwise).'),
    both: CardSwap.optional().describe('One swap whatever the die roll; or give on_play and on_draw instead.'),
    on_play: CardSwap.optional(),
    on_draw: CardSwap.optional(),
    note: Text(PLAN_NOTE_MAX_LENGTH).default(''),
    owner_id: IgnoredOwnerId,
  })
  .refine(
    (b) =>
      (b.both !== undefined) !== (b.on_play !== undefined || b.on_draw !== undefined) &&
      (b.both !== undefined || (b.on_play !== undefined && b.on_draw !== undefined)),
    {
      error: 'Give either `both`, or `on_play` and `on_draw` together.',
    },
  )
  .meta({
    id: 'SideboardPlanWrite',
    description:
      'A sideboard plan for one personal deck version against one roster deck: one swap, or one for each side of the die roll.',
    examples: [
      {
        decklist_version_id: '0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48',
        opponent_deck_id: 'b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05',
        on_play: { in: [{ name: 'Duress', quantity: 2 }], out: [{ name: 'Lightning Bolt', quantity: 2 }] },
        on_draw: { in: [{ name: 'Pyroblast', quantity: 2 }], out: [{ name: 'Lightning Bolt', quantity: 2 }] },
        note: 'Keep the burn on the play.',
      },
    ],
  });

const BoardCard = z
  .object({ name: z.string(), quantity: z.number().int() })
  .meta({ id: 'BoardCard', description: 'A card of the 75 after a swap, and its copies.' });

export const PlanIssueRead = z
  .object({
    side: z.enum(['both', 'on_play', 'on_draw']),
    list: z.enum(['in', 'out']).nullable().describe('null for the in/out balance, which no single card breaks'),
    card: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'PlanIssue', description: 'One way a sideboard plan does not fit a decklist version.' });

export const SideboardPlanRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
    personal_deck_id: z.uuid(),
    decklist_version_id: z.uuid(),
    version: z.number().int().describe('The number of the plan’s version.'),
    opponent_deck_id: z.uuid(),
    both: CardSwap.nullable(),
    on_play: CardSwap.nullable(),
    on_draw: CardSwap.nullable(),
    note: z.string(),
    post_board: z
      .array(
        z.object({
          side: z.enum(['both', 'on_play', 'on_draw']),
          main: z.array(BoardCard),
          sideboard: z.array(BoardCard),
          main_count: z.number().int(),
          sideboard_count: z.number().int(),
        }),
      )
      .describe('The 75 after each swap: the main deck in list order (cards brought in last) and the sideboard.'),
    newest_version: z
      .object({
        decklist_version_id: z.uuid(),
        version: z.number().int(),
        fits: z.boolean().describe('Whether the plan keeps every rule against the deck’s newest version'),
        issues: z.array(PlanIssueRead).describe('Why it does not fit (empty when it fits)'),
      })
      .describe('The plan checked against the deck’s newest version.'),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: 'SideboardPlanRead',
    description: 'A sideboard plan, the 75 it leaves after each swap, and whether it fits the deck’s newest version.',
  });

export const PlanListQuery = OwnerQuery.extend({
  opponent_deck_id: Uuid.optional().describe('Only the plans for this roster deck.'),
});

// `id:share,id:share`: a field of roster decks with weights (normalised to sum to 1).
const FIELD_ENTRY = /^[0-9a-fA-F-]{36}:(?:\d+(?:\.\d+)?|\.\d+)$/;
const FieldParam = z
  .string()
  .max(200 * 60)
  .transform((v, ctx) => {
    const entries = v.split(',').map((part) => part.trim());
    if (entries.length > 200) ctx.addIssue({ code: 'custom', message: 'At most 200 roster decks in a field.' });
    const bad = entries.find((e) => !FIELD_ENTRY.test(e) || !Uuid.safeParse(e.slice(0, 36)).success);
    if (bad !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `"${bad.slice(0, 80)}" is not roster-deck-id:share (a UUID, a colon, a number).`,
      });
    return entries.map((e) => ({ opponentDeckId: e.slice(0, 36).toLowerCase(), share: Number(e.slice(37)) }));
  });
const DeckIds = z
  .string()
  .max(20 * 37)
  .transform((v, ctx) => {
    const ids = v.split(',').map((p) => p.trim());
    if (ids.length > 20) ctx.addIssue({ code: 'custom', message: 'At most 20 personal decks.' });
    if (!ids.every((id) => Uuid.safeParse(id).success))
      ctx.addIssue({ code: 'custom', message: 'Must be personal deck UUIDs, comma-separated.' });
    return ids.map((id) => id.toLowerCase());
  });

// 1,000 draws keep 5 decks against a field of 30 near 50 ms of CPU; the point figures are exact whatever the
// number, and the interval bounds move by a fraction of a percentage point between seeds.
export const SIMULATION_DRAWS_DEFAULT = 1000;
export const SimulationQuery = OwnerQuery.extend(MatchFilterQuery.omit({ personal_deck_id: true }).shape)
  .extend({
    personal_deck_ids: DeckIds.describe('The candidate decks, comma-separated (1 to 20).'),
    field: FieldParam.optional().describe(
      'Roster decks and shares as `id:share,id:share` (shares are normalised). Default: every non-archived roster deck weighted by presence ' +
        '(decks with presence 0 left out; equal weights when none has any).',
    ),
    since_last_change: QueryBoolean.default(false).describe(
      'Count only each deck’s matches played with its newest decklist version.',
    ),
    rounds: z.coerce.number().int().min(1).max(20).optional().describe('Swiss rounds to forecast.'),
    min_wins: z.coerce
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe('Wins whose chance of reaching is asked (with rounds; e.g. 6 for 6–2 in 8).'),
    seed: z.coerce
      .number()
      .int()
      .min(0)
      .max(4_294_967_295)
      .default(1)
      .describe('Seed of the Monte Carlo; the same request and seed give the same answer.'),
    draws: z.coerce
      .number()
      .int()
      .min(100)
      .max(20_000)
      .default(SIMULATION_DRAWS_DEFAULT)
      .describe('Monte Carlo draws for the intervals.'),
    ...PUBLIC_PRIOR_QUERY,
  })
  .refine((q) => q.min_wins === undefined || (q.rounds !== undefined && q.min_wins <= q.rounds), {
    error: 'min_wins needs rounds, and cannot exceed them.',
    path: ['min_wins'],
  })
  .superRefine((q, ctx) => {
    const problem = priorQueryProblem(q);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });

const Interval = z.object({ low: z.number(), high: z.number() });
const Tally = z.object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() });
const Beta = z.object({ alpha: z.number(), beta: z.number() });

export const SimulationRead = z
  .object({
    method: z.string().describe('How the figures are computed, in words.'),
    prior: Beta.describe('The Beta prior of every game win rate; a matchup without data is this prior alone.'),
    ...PUBLIC_PRIOR_READ,
    seed: z.number().int(),
    draws: z.number().int(),
    matches_filter: z.object({ since_last_change: z.boolean() }),
    field: z.array(z.object({ opponent_deck_id: z.uuid(), opponent_name: z.string(), share: z.number() })),
    decks: z.array(
      z.object({
        rank: z.number().int(),
        personal_deck_id: z.uuid(),
        personal_deck_name: z.string(),
        decklist_version_id: z
          .uuid()
          .nullable()
          .describe('The version the matches were narrowed to (since_last_change), else null.'),
        expected_game_win_rate: z.number(),
        game_win_rate_ci: Interval,
        expected_match_win_rate: z.number(),
        match_win_rate_ci: Interval,
        matchups_without_data: z
          .array(z.uuid())
          .describe('Roster decks of the field with no decided game: the prior stood in.'),
        matchups: z.array(
          z.object({
            opponent_deck_id: z.uuid(),
            share: z.number(),
            games_on_play: Tally,
            games_on_draw: Tally,
            no_data: z.boolean(),
            sides_split: z
              .boolean()
              .describe(
                'Separate rates on the play and on the draw (both sides have decided games); else one pooled rate',
              ),
            posterior_on_play: Beta.describe('Posterior of the rate on the play, or of the pooled rate'),
            posterior_on_draw: Beta.nullable(),
            game_win_rate: z.number(),
            match_win_rate: z.number(),
            ...PUBLIC_PRIOR_MATCHUP,
          }),
        ),
        swiss: z
          .object({
            rounds: z.number().int(),
            expected_wins: z.number(),
            expected_losses: z.number(),
            wins_distribution: z.array(
              z.object({ wins: z.number().int(), probability: z.number(), at_least: z.number() }),
            ),
            min_wins: z.number().int().nullable(),
            p_at_least_min_wins: z.number().nullable(),
            p_at_least_min_wins_ci: Interval.nullable(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({
    id: 'FieldSimulation',
    description:
      'Expected game and match win rates of candidate decks against a weighted field of roster decks, with intervals and an optional Swiss forecast.',
  });
