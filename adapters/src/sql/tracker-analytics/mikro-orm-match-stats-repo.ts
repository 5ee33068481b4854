import type { Sql } from '../runner/sql.js';
import {
  META_DECK_CATEGORIES,
  type GameTally,
  type MatchCounts,
  type MatchFilter,
  type MatchGrouping,
  type MatchStatsRepo,
  type MulliganCounts,
  type OpponentDeck,
} from '@metagame/core';
import { matchWhere } from '../tracker/match-filter-sql.js';
import { MULLIGAN_TALLY_SQL, TALLY_SQL, tallyWhere } from './match-tally-sql.js';

const OUTCOMES = ['win', 'loss', 'draw'] as const;
const KEY: Record<MatchGrouping, string> = { opponent: 'opponent_deck_id', version: 'decklist_version_id' };

// `count(*) filter (where …)` runs on PostgreSQL and SQLite (3.30+) alike and measured about twice as
// fast as sum(case …) on both (measured by bench/tracker-analytics.mjs). Each game column is counted per outcome;
// `when` keeps only the games a condition holds for.
const tally = (prefix: string, games: readonly { result: string; when?: string }[]) =>
  OUTCOMES.map(
    (o) =>
      `${games.map((g) => `count(*) filter (where ${g.when ? `${g.when} and ` : ''}${g.result} = '${o}')`).join(' + ')} as ${prefix}_${o}`,
  ).join(',\n    ');

const gamesWith = (outcome: string) =>
  ['game1', 'game2', 'game3'].map((g) => `case when ${g} = '${outcome}' then 1 else 0 end`).join(' + ');
const WON = `(${gamesWith('win')})`;
const LOST = `(${gamesWith('loss')})`;

// One pass over the owner’s matches on a covering index of m0019 (deck-led or opponent-led, player_id
// last): per group, die roll and player, the match count, match results (more game wins than losses wins the match; level with
// at least one game recorded is a draw), game 1, games 2–3, games 2–3 on the play, and games 2–3 with
// the sideboard plan recorded as used / not used (a null flag is in neither).
const countSql = (key: string, where: string) => `select ${key} as group_key, on_play, player_id, count(*) as matches,
    count(*) filter (where ${WON} > ${LOST}) as match_win,
    count(*) filter (where ${WON} < ${LOST}) as match_loss,
    count(*) filter (where ${WON} = ${LOST} and (game1 is not null or game2 is not null or game3 is not null)) as match_draw,
    ${tally('pre', [{ result: 'game1' }])},
    ${tally('post', [{ result: 'game2' }, { result: 'game3' }])},
    ${tally('post_play', [
      { result: 'game2', when: 'game2_on_play' },
      { result: 'game3', when: 'game3_on_play' },
    ])},
    ${tally('plan_used', [
      { result: 'game2', when: 'game2_plan_used' },
      { result: 'game3', when: 'game3_plan_used' },
    ])},
    ${tally('plan_not_used', [
      { result: 'game2', when: 'not game2_plan_used' },
      { result: 'game3', when: 'not game3_plan_used' },
    ])}
  from matches where ${where}
  group by ${key}, on_play, player_id`;

// Every played game with a mulligan count, as (group, count, result) rows, then grouped.
const mulliganSql = (key: string, where: string) => `select group_key, mulligans,
    ${tally('n', [{ result: 'result' }])}
  from (${[1, 2, 3].map((n) => `select ${key} as group_key, game${n}_mulligans as mulligans, game${n} as result from matches where ${where} and game${n}_mulligans is not null and game${n} is not null`).join(' union all ')}) games
  group by group_key, mulligans`;

interface CountRow {
  group_key: string | null;
  on_play: boolean | number;
  player_id: string | null;
  matches: number | string;
  [column: string]: unknown;
}

interface MulliganRow {
  group_key: string | null;
  mulligans: number | string;
  [column: string]: unknown;
}

interface OpponentRow {
  id: string;
  name: string;
  category: string;
  archived: boolean | number;
}

/**
 * MatchStatsRepo as plain SQL, the same text on SQLite and PostgreSQL (pg returns bigint counts as
 * strings): the match aggregate and the mulligan aggregate, in parallel where the pool allows. A
 * filter the match tallies can answer (no date bounds) reads them; a date range scans the matches. Reading
 * the narrow columns and counting them in core measured slower on SQLite (about 24 against 21 ms of
 * CPU for 10,000 matches). The roster read skips entity hydration: four columns of 200 rows.
 */
export class MikroOrmMatchStatsRepo implements MatchStatsRepo {
  constructor(private readonly sql: Sql) {}

  async count(
    ownerId: string,
    filter: MatchFilter,
    by: MatchGrouping,
  ): Promise<{ matches: MatchCounts[]; mulligans: MulliganCounts[] }> {
    const [matches, mulligans] = await Promise.all([
      this.countMatches(ownerId, filter, by),
      this.countMulligans(ownerId, filter, by),
    ]);
    return { matches, mulligans };
  }

  private async countMatches(ownerId: string, filter: MatchFilter, by: MatchGrouping): Promise<MatchCounts[]> {
    const tallied = tallyWhere(ownerId, filter);
    const [where, params] = tallied ?? matchWhere(ownerId, filter);
    const statement = tallied ? TALLY_SQL[by](where) : countSql(KEY[by], where);
    const rows = await this.sql.all<CountRow>(statement, params);
    return rows.map((row) => ({
      key: row.group_key,
      onPlay: Boolean(row.on_play),
      playerId: row.player_id,
      matches: Number(row.matches),
      matchResults: readTally(row, 'match'),
      preBoard: readTally(row, 'pre'),
      postBoard: readTally(row, 'post'),
      postBoardOnPlay: readTally(row, 'post_play'),
      postBoardPlanUsed: readTally(row, 'plan_used'),
      postBoardPlanNotUsed: readTally(row, 'plan_not_used'),
    }));
  }

  private async countMulligans(ownerId: string, filter: MatchFilter, by: MatchGrouping): Promise<MulliganCounts[]> {
    const tallied = tallyWhere(ownerId, filter);
    const [where, params] = tallied ?? matchWhere(ownerId, filter);
    const rows = tallied
      ? await this.sql.all<MulliganRow>(MULLIGAN_TALLY_SQL[by](where), params)
      : await this.sql.all<MulliganRow>(mulliganSql(KEY[by], where), [...params, ...params, ...params]);
    return rows.map((row) => ({ key: row.group_key, mulligans: Number(row.mulligans), games: readTally(row, 'n') }));
  }

  async listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]> {
    const sql = `select id, name, category, case when archived_at is null then 0 else 1 end as archived
      from meta_decks where owner_id = ?${options.includeArchived ? '' : ' and archived_at is null'}`;
    const rows = await this.sql.all<OpponentRow>(sql, [ownerId]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: readCategory(row),
      archived: Number(row.archived) === 1,
    }));
  }
}

const readTally = (row: Record<string, unknown>, prefix: string): GameTally => ({
  wins: Number(row[`${prefix}_win`] ?? 0),
  losses: Number(row[`${prefix}_loss`] ?? 0),
  draws: Number(row[`${prefix}_draw`] ?? 0),
});

function readCategory(row: OpponentRow): OpponentDeck['category'] {
  const category = META_DECK_CATEGORIES.find((c) => c === row.category);
  if (!category) throw new Error(`meta_decks.category holds an unknown value for deck ${row.id}`);
  return category;
}
