import type { MatchFilter, MatchGrouping } from '@metagame/core';
import { filterWhere, type MatchFilterColumns } from '../tracker/match-filter-sql.js';

/** What the tally tables hold for "no version", "no event" and "no player" (a key cannot be null). */
export const NO_KEY = '00000000-0000-0000-0000-000000000000';

const TALLIED = [
  'matches',
  ...['match', 'pre', 'post', 'post_play', 'plan_used', 'plan_not_used'].flatMap((t) =>
    ['win', 'loss', 'draw'].map((o) => `${t}_${o}`),
  ),
];
const GROUP: Record<MatchGrouping, { column: string; key: string }> = {
  opponent: { column: 'opponent_deck_id', key: 'opponent_deck_id' },
  version: { column: 'version_key', key: `nullif(version_key, '${NO_KEY}')` },
};

/**
 * The match aggregate over `match_tallies`: the same rows and columns the scan of `matches` gives,
 * summed from one tally row per group the database keeps on every write. Groups whose matches were
 * all deleted keep a row of zeros, left out here.
 */
export const TALLY_SQL: Record<MatchGrouping, (where: string) => string> = {
  opponent: (where) => tallySql(GROUP.opponent, where),
  version: (where) => tallySql(GROUP.version, where),
};

const tallySql = (group: { column: string; key: string }, where: string) =>
  `select ${group.key} as group_key, on_play, nullif(player_key, '${NO_KEY}') as player_id,
    ${TALLIED.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from match_tallies where ${where}
  group by ${group.column}, on_play, player_key
  having sum(matches) > 0`;

/** The mulligan aggregate over `match_mulligan_tallies`, in the columns of the scan it replaces. */
export const MULLIGAN_TALLY_SQL: Record<MatchGrouping, (where: string) => string> = {
  opponent: (where) => mulliganTallySql(GROUP.opponent, where),
  version: (where) => mulliganTallySql(GROUP.version, where),
};

const mulliganTallySql = (group: { column: string; key: string }, where: string) =>
  `select ${group.key} as group_key, mulligans,
    sum(games_win) as n_win, sum(games_loss) as n_loss, sum(games_draw) as n_draw
  from match_mulligan_tallies where ${where}
  group by ${group.column}, mulligans
  having sum(games_win) + sum(games_loss) + sum(games_draw) > 0`;

const TALLY_COLUMNS: MatchFilterColumns = {
  personalDeck: 'personal_deck_id',
  version: 'version_key',
  event: 'event_key',
  player: 'player_key',
  noEvent: `event_key = '${NO_KEY}'`,
};

/**
 * The where clause of a match filter over the tally tables, with its bound values, or null when the
 * tallies cannot answer it: they keep no dates, so a date range reads the matches themselves. A match
 * without an event counts as `testing`, as on the matches.
 */
export function tallyWhere(ownerId: string, filter: MatchFilter): [string, unknown[]] | null {
  if (filter.dateFrom !== undefined || filter.dateTo !== undefined) return null;
  return filterWhere(ownerId, filter, TALLY_COLUMNS, false);
}
