import type {
  ArchetypeSummaryRow,
  DecklistChange,
  MatchupSummaryRow,
  PlayerFigures,
  SliceFigures,
  VersionStats,
  WinRateFigures,
} from '@metagame/core';
import type { GetDecklistDiffOutput } from '@metagame/core/tracker-analytics/use-cases/get-decklist-diff';

/** Domain figures → the snake_case DTOs of contracts/src/tracker/analytics-schemas.ts. */
export const presentSplit = (f: WinRateFigures) => ({
  wins: f.wins,
  losses: f.losses,
  draws: f.draws,
  win_rate: f.winRate,
  win_loss_ratio: f.ratio,
  win_rate_ci: f.interval ? { low: f.interval.low, high: f.interval.high } : null,
});

const presentMatchResults = (f: WinRateFigures) => ({
  match_wins: f.wins,
  match_losses: f.losses,
  match_draws: f.draws,
  match_win_rate: f.winRate,
  match_win_loss_ratio: f.ratio,
  match_win_rate_ci: presentSplit(f).win_rate_ci,
});

const presentPlayer = (p: PlayerFigures) => ({
  player_id: p.playerId,
  matches: p.matches,
  ...presentSplit(p.games),
  ...presentMatchResults(p.matchResults),
});

/** Match results beside the game figures, games by side per game, and by mulligans. */
const presentDetail = (s: SliceFigures) => ({
  ...presentMatchResults(s.matchResults),
  games_on_play: presentSplit(s.gamesOnPlay),
  games_on_draw: presentSplit(s.gamesOnDraw),
  by_mulligans: s.byMulligans.map((m) => ({ mulligans: m.mulligans, ...presentSplit(m.figures) })),
});

const presentSlice = (s: SliceFigures) => ({
  matches: s.matches,
  matches_on_play: s.matchesOnPlay,
  matches_on_draw: s.matchesOnDraw,
  ...presentSplit(s.games),
  pre_board: presentSplit(s.preBoard),
  post_board: presentSplit(s.postBoard),
  ...presentDetail(s),
});

export const presentMatchupRow = (row: MatchupSummaryRow) => ({
  opponent_deck_id: row.opponent.id,
  opponent_name: row.opponent.name,
  opponent_category: row.opponent.category,
  opponent_archived: row.opponent.archived,
  matches: row.matches,
  matches_on_play: row.matchesOnPlay,
  matches_on_draw: row.matchesOnDraw,
  ...presentSplit(row.games),
  on_play: presentSplit(row.onPlay),
  on_draw: presentSplit(row.onDraw),
  pre_board: presentSplit(row.preBoard),
  post_board: presentSplit(row.postBoard),
  post_board_plan_used: presentSplit(row.postBoardPlanUsed),
  post_board_plan_not_used: presentSplit(row.postBoardPlanNotUsed),
  ...presentDetail(row),
  by_player: row.byPlayer.map(presentPlayer),
});

export const presentArchetypeRow = (row: ArchetypeSummaryRow) => {
  const games = row.pooled.games;
  return {
    category: row.category,
    roster_decks: row.rosterDecks,
    decks_with_results: row.decksWithResults,
    games: games.wins + games.losses + games.draws,
    wins: games.wins,
    losses: games.losses,
    draws: games.draws,
    average_win_rate: row.averageWinRate,
    pooled_win_rate: games.winRate,
    win_loss_ratio: games.ratio,
    pooled_win_rate_ci: presentSplit(games).win_rate_ci,
    matches: row.pooled.matches,
    ...presentDetail(row.pooled),
    by_player: row.byPlayer.map(presentPlayer),
  };
};

export const presentVersionStats = (personalDeckId: string, stats: VersionStats) => ({
  personal_deck_id: personalDeckId,
  versions: stats.versions.map((row) => ({
    decklist_version_id: row.version.id,
    version: row.version.version,
    created_at: row.version.createdAt.toISOString(),
    since_last_change: row.sinceLastChange,
    ...presentSlice(row),
  })),
  unpinned: presentSlice(stats.unpinned),
  total: presentSlice(stats.total),
});

const presentChange = (c: DecklistChange) => ({
  section: c.section,
  card_name: c.cardName,
  from: c.from,
  to: c.to,
  change: c.change,
});

export const presentDecklistDiff = (personalDeckId: string, diff: GetDecklistDiffOutput) => ({
  personal_deck_id: personalDeckId,
  from: { id: diff.from.id, version: diff.from.version },
  to: { id: diff.to.id, version: diff.to.version },
  changes: diff.changes.map(presentChange),
});
