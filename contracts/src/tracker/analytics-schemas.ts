import { z } from 'zod';
import { DECK_SECTIONS, DECKLIST_ROW_STATUSES } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';
import { IgnoredOwnerId, MatchFilterQuery, OwnerQuery, Uuid } from './common.js';
import { MetaDeckCategorySchema } from './deck-schemas.js';

const rate = z.number().min(0).max(1).nullable();

/** 95% Wilson score interval of a win rate; null when no game was decided. */
export const WinRateInterval = z
  .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
  .nullable()
  .meta({
    id: 'WinRateInterval',
    description: '95% Wilson score interval of a win rate; null when no game was decided.',
  });

/** Per-game results of one slice of a matchup (a 2–1 match is 2 wins, 1 loss): draws count, but not in the rate. */
export const WinRateSplit = z
  .object({
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    win_rate: rate.describe('wins / (wins + losses); null when no game was decided'),
    win_loss_ratio: z.string().describe('"wins-losses", e.g. "7-5"'),
    win_rate_ci: WinRateInterval,
  })
  .meta({
    id: 'WinRateSplit',
    description:
      'Game results of one slice of matches (a 2–1 match is 2 wins and 1 loss); draws count, but not in the rate.',
  });

/** Games by mulligans taken before them (only counts that occur, fewest first). */
export const MulliganSplit = z
  .object({ mulligans: z.number().int(), ...WinRateSplit.shape })
  .meta({ id: 'MulliganSplit', description: 'Game results after a given number of mulligans.' });

/**
 * Figures added beside the per-game ones: match results with their rate and interval, games by the
 * side the player was on in each game (games 2 and 3 included, not only game 1's die roll), and by
 * mulligans.
 */
const MatchAndGameDetail = {
  match_wins: z.number().int().describe('matches won: more game wins than losses'),
  match_losses: z.number().int(),
  match_draws: z
    .number()
    .int()
    .describe('matches level on games (1-1-1, 0-0-1); a match with no game recorded counts in none'),
  match_win_rate: rate.describe('match_wins / (match_wins + match_losses); null when no match was decided'),
  match_win_loss_ratio: z.string(),
  match_win_rate_ci: WinRateInterval,
  games_on_play: WinRateSplit.describe('every game the player was on the play in'),
  games_on_draw: WinRateSplit.describe('every game the player was on the draw in'),
  by_mulligans: z.array(MulliganSplit),
};

/** One player's part of a summary row: the row's headline figures over the matches they played. */
export const PlayerSplit = z
  .object({
    player_id: z
      .uuid()
      .nullable()
      .describe('the member who played; null = former members of a team (accounts deleted), in one entry'),
    matches: z.number().int(),
    wins: z.number().int().describe('games won'),
    losses: z.number().int(),
    draws: z.number().int(),
    win_rate: rate.describe('per game: wins / (wins + losses); null when no game was decided'),
    win_loss_ratio: z.string(),
    win_rate_ci: WinRateInterval,
    match_wins: z.number().int(),
    match_losses: z.number().int(),
    match_draws: z.number().int(),
    match_win_rate: rate,
    match_win_loss_ratio: z.string(),
    match_win_rate_ci: WinRateInterval,
  })
  .meta({
    id: 'PlayerSplit',
    description:
      'One player’s part of a summary row, computed as the row is; the parts of a row add up to its matches, games and match results.',
  });

const ByPlayer = z
  .array(PlayerSplit)
  .describe(
    'each player’s part of the row, by player id, former members last; in a personal workspace one entry, the owner',
  );

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
    post_board_plan_used: WinRateSplit.describe(
      'games 2 and 3 recorded with the sideboard plan used (game2_plan_used / game3_plan_used true)',
    ),
    post_board_plan_not_used: WinRateSplit.describe(
      'games 2 and 3 recorded with the plan not used; games with no record count in neither',
    ),
    ...MatchAndGameDetail,
    by_player: ByPlayer,
  })
  .meta({
    id: 'MatchupSummaryRow',
    description:
      'The caller’s results against one roster deck: per game and per match, by side, before and after sideboarding.',
  });

export const MatchupSummary = z
  .array(MatchupSummaryRow)
  .meta({ id: 'MatchupSummary', description: 'The results against each roster deck met in the filtered matches.' });

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
    pooled_win_rate_ci: WinRateInterval,
    matches: z.number().int(),
    ...MatchAndGameDetail,
    by_player: ByPlayer,
  })
  .meta({ id: 'ArchetypeSummaryRow', description: 'The results against one archetype category of roster decks.' });

export const ArchetypeSummary = z
  .array(ArchetypeSummaryRow)
  .meta({ id: 'ArchetypeSummary', description: 'The results against each archetype category.' });

export const DecklistViewItem = z.object({ line: z.string(), status: z.enum(DECKLIST_ROW_STATUSES) }).meta({
  id: 'DecklistViewItem',
  description: 'One row of a decklist and its colour from the card tests of the card it names.',
});
export const DecklistView = z.array(DecklistViewItem).meta({
  id: 'DecklistView',
  description: 'The rows of a personal deck’s newest decklist version, each coloured by card tests.',
});

export const SummaryQuery = OwnerQuery.extend(MatchFilterQuery.shape);

/** One slice of a deck's matches: game and match figures side by side, pre/post board, by side and by mulligans. */
const SliceShape = {
  matches: z.number().int(),
  matches_on_play: z.number().int(),
  matches_on_draw: z.number().int(),
  wins: z.number().int().describe('games won'),
  losses: z.number().int(),
  draws: z.number().int(),
  win_rate: rate.describe('per game: wins / (wins + losses); null when no game was decided'),
  win_loss_ratio: z.string(),
  win_rate_ci: WinRateInterval,
  pre_board: WinRateSplit,
  post_board: WinRateSplit,
  ...MatchAndGameDetail,
};

export const VersionStatsSlice = z
  .object(SliceShape)
  .meta({ id: 'VersionStatsSlice', description: 'The results of one slice of a deck’s matches.' });

export const VersionStatsRow = z
  .object({
    decklist_version_id: z.uuid(),
    version: z.number().int(),
    created_at: Timestamp,
    since_last_change: z.boolean().describe('true for the newest version: its matches are those since the last change'),
    ...SliceShape,
  })
  .meta({ id: 'VersionStatsRow', description: 'The results of the matches played with one decklist version.' });

export const VersionStats = z
  .object({
    personal_deck_id: z.uuid(),
    versions: z.array(VersionStatsRow).describe('every version, newest first'),
    unpinned: VersionStatsSlice.describe('matches pinned to no version'),
    total: VersionStatsSlice.describe('every match of the deck that passes the filters'),
  })
  .meta({
    id: 'VersionStats',
    description: 'A personal deck’s results per decklist version, for matches pinned to no version, and in total.',
  });

export const VersionStatsQuery = SummaryQuery.omit({ personal_deck_id: true });

export const DecklistDiffQuery = OwnerQuery.extend({
  from: Uuid.describe('The older version’s id.'),
  to: Uuid.describe('The newer version’s id.'),
});

export const DecklistChange = z
  .object({
    section: z.enum(DECK_SECTIONS),
    card_name: z.string(),
    from: z.number().int().describe('copies in the `from` version'),
    to: z.number().int(),
    change: z.number().int().describe('to − from'),
  })
  .meta({ id: 'DecklistChange', description: 'A card whose number of copies differs between two decklist versions.' });

const VersionRef = z.object({ id: z.uuid(), version: z.number().int() });

export const DecklistDiff = z
  .object({
    personal_deck_id: z.uuid(),
    from: VersionRef,
    to: VersionRef,
    changes: z.array(DecklistChange).describe('cards whose count differs, by section then name'),
  })
  .meta({ id: 'DecklistDiff', description: 'The cards that changed between two versions of one personal deck.' });

export const ExternalDecklistImport = z
  .strictObject({
    url: Text(2_000).min(1).describe('A public Moxfield or Archidekt deck URL.'),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'ExternalDecklistImport',
    description: 'A public deck URL of a supported deck builder, read into a new decklist version.',
    examples: [{ url: 'https://www.moxfield.com/decks/aB3dEfGh1JkLmN0pQrStUv' }],
  });
