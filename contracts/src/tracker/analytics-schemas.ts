import { z } from 'zod';
import { DECKLIST_ROW_STATUSES } from '@metagame/core';
import { Text } from '../text.js';
import { IgnoredOwnerId, OwnerQuery, Uuid } from './common.js';
import { MetaDeckCategorySchema } from './deck-schemas.js';

const rate = z.number().min(0).max(1).nullable();

/** 95% Wilson score interval of a win rate; null when no game was decided. */
export const WinRateInterval = z
  .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
  .nullable()
  .meta({ id: 'WinRateInterval' });

/** Per-game results of one slice of a matchup (spec 4.7.1): draws count, but not in the rate. */
export const WinRateSplit = z
  .object({
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    win_rate: rate.describe('wins / (wins + losses); null when no game was decided'),
    win_loss_ratio: z.string().describe('"wins-losses", e.g. "7-5"'),
    win_rate_ci: WinRateInterval,
  })
  .meta({ id: 'WinRateSplit' });

export const MatchupSummaryRow = z
  .object({
    opponent_deck_id: z.uuid(),
    opponent_name: z.string(),
    opponent_category: MetaDeckCategorySchema,
    opponent_archived: z.boolean(),
    matches: z.number().int(),
    matches_on_play: z.number().int(),
    matches_on_draw: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    win_rate: rate,
    win_loss_ratio: z.string(),
    win_rate_ci: WinRateInterval,
    on_play: WinRateSplit,
    on_draw: WinRateSplit,
    pre_board: WinRateSplit.describe('game 1 only'),
    post_board: WinRateSplit.describe('games 2 and 3'),
  })
  .meta({ id: 'MatchupSummaryRow' });

export const MatchupSummary = z.array(MatchupSummaryRow).meta({ id: 'MatchupSummary' });

export const ArchetypeSummaryRow = z
  .object({
    category: MetaDeckCategorySchema,
    roster_decks: z.number().int().describe('non-archived roster decks of the category'),
    decks_with_results: z.number().int().describe('of those, decks with at least one decided game'),
    games: z.number().int().describe('games recorded, draws included'),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    average_win_rate: rate.describe('mean of the per-deck win rates of decks with results'),
    pooled_win_rate: rate.describe('all games of the category pooled'),
    win_loss_ratio: z.string(),
  })
  .meta({ id: 'ArchetypeSummaryRow' });

export const ArchetypeSummary = z.array(ArchetypeSummaryRow).meta({ id: 'ArchetypeSummary' });

export const DecklistViewItem = z.object({ line: z.string(), status: z.enum(DECKLIST_ROW_STATUSES) }).meta({ id: 'DecklistViewItem' });
export const DecklistView = z.array(DecklistViewItem).meta({ id: 'DecklistView' });

export const MatchupSummaryQuery = OwnerQuery.extend({
  personal_deck_id: Uuid.optional().describe('Only the matches played with this personal deck.'),
});

export const ExternalDecklistImport = z
  .strictObject({ url: Text(2_000).min(1).describe('A public Moxfield or Archidekt deck URL.'), owner_id: IgnoredOwnerId })
  .meta({ id: 'ExternalDecklistImport' });
