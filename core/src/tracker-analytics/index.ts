/** Tracker analytics: win rates, matchup and archetype summaries, decklists and their import. */
export { type GameTally, tallyGames, addTallies } from './entities/game-tally.js';
export { winRate, winLossRatio } from './entities/win-rate.js';
export { wilsonInterval } from './entities/wilson-interval.js';
export { type WinRateFigures, winRateFigures } from './entities/win-rate-figures.js';
export {
  type MatchGrouping,
  type MatchCounts,
  type MulliganCounts,
  type MatchGames,
  matchOutcome,
  countMatches,
  countMulligans,
} from './entities/matchup-counts.js';
export type { SliceFigures } from './entities/slice-figures.js';
export type { PlayerFigures } from './entities/player-breakdown.js';
export { type OpponentDeck, type MatchupSummaryRow, buildMatchupSummary } from './entities/matchup-summary.js';
export { type ArchetypeSummaryRow, buildArchetypeSummary } from './entities/archetype-summary.js';
export { type VersionStatsRow, type VersionStats, buildVersionStats } from './entities/version-stats.js';
export { type DecklistSection, parseDecklistRow } from './entities/decklist-row.js';
export { DECK_SECTIONS, type DeckSection, type DeckCard, parseDecklistCards } from './entities/decklist-cards.js';
export { type DecklistChange, diffDecklists } from './entities/decklist-diff.js';
export { CardNameMatcher, normaliseCardText } from './entities/card-name-matcher.js';
export { DECKLIST_ROW_STATUSES, ratingVerdict } from './entities/rating-verdict.js';
export { type DecklistViewItem, type RatedCard, colourDecklist } from './entities/colour-decklist.js';
export { type DeckBuilder, parseDeckUrl } from './entities/deck-url.js';
export { type DeckEntry, type DeckSections, formatDecklist } from './entities/format-decklist.js';
export {
  externalDeckNotFound,
  externalDeckPrivate,
  deckSourceFailed,
  deckSourceRefused,
  type DeckFetchError,
} from './errors.js';
export type { FetchedDeck, DeckFetcher } from './ports/deck-fetcher.js';
export type { DeckBuilderThrottle } from './ports/deck-builder-throttle.js';
export type { MatchStatsRepo } from './ports/match-stats-repo.js';
export type { CardRatingsRepo } from './ports/card-ratings-repo.js';
