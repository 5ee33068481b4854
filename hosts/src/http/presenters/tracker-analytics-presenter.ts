import type { ArchetypeSummaryRow, MatchupSummaryRow, WinRateFigures } from '@metagame/core';

/** Domain figures → the snake_case DTOs of contracts/src/tracker/analytics-schemas.ts. */
export const presentSplit = (f: WinRateFigures) => ({
  wins: f.wins,
  losses: f.losses,
  draws: f.draws,
  win_rate: f.winRate,
  win_loss_ratio: f.ratio,
  win_rate_ci: f.interval ? { low: f.interval.low, high: f.interval.high } : null,
});

export const presentMatchupRow = (row: MatchupSummaryRow) => ({
  opponent_deck_id: row.opponent.id,
  opponent_name: row.opponent.name,
  opponent_category: row.opponent.category,
  opponent_archived: row.opponent.archived,
  matches: row.matches,
  matches_on_play: row.matchesOnPlay,
  matches_on_draw: row.matchesOnDraw,
  ...presentSplit(row.overall),
  on_play: presentSplit(row.onPlay),
  on_draw: presentSplit(row.onDraw),
  pre_board: presentSplit(row.preBoard),
  post_board: presentSplit(row.postBoard),
});

export const presentArchetypeRow = (row: ArchetypeSummaryRow) => ({
  category: row.category,
  roster_decks: row.rosterDecks,
  decks_with_results: row.decksWithResults,
  games: row.games,
  wins: row.wins,
  losses: row.losses,
  draws: row.draws,
  average_win_rate: row.averageWinRate,
  pooled_win_rate: row.pooledWinRate,
  win_loss_ratio: row.ratio,
});
