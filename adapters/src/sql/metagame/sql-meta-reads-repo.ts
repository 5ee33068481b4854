import type {
  ArchetypeTally,
  EventSize,
  FormatSummary,
  MetaInstants,
  MetaReadsRepo,
  PairCount,
  SizeWeight,
  WeeklyTally,
} from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';
import { toDate } from '../tracker/select-rows.js';
import { archetypeOf, eventWindow, windowEvents } from './meta-window-sql.js';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const instant = (value: unknown): Date => toDate(value as Date | number | string);

/** Format names in code unit order, as SQLite compares text, whatever the PostgreSQL database's collation. */
const BY_NAME: Readonly<Record<Dialect, string>> = { sqlite: 'format', postgresql: 'format collate "C"' };

/**
 * MetaReadsRepo as plain SQL, one text on SQLite and PostgreSQL but for the week number and the
 * order of names (pg returns counts as strings). Every read of a window starts from its tournaments
 * on their (format, date) index and reaches their decks and matches by tournament.
 */
export class SqlMetaReadsRepo implements MetaReadsRepo {
  constructor(private readonly sql: Sql) {}

  async formats(): Promise<FormatSummary[]> {
    // One pass over the table (a row per event): SQLite walks the (format, date) index, PostgreSQL
    // scans; 5,000 events take 3–6 ms on either, so no index of its own is worth a migration.
    const rows = await this.sql.all<Row>(
      `select format, count(*) as tournaments, sum(deck_count) as decks, max(date) as newest, min(date) as oldest
      from tournaments group by format order by newest desc, ${BY_NAME[this.sql.dialect]}`,
    );
    return rows.map((r) => ({
      format: String(r.format),
      tournaments: num(r.tournaments),
      decks: num(r.decks),
      newestDate: instant(r.newest),
      oldestDate: instant(r.oldest),
    }));
  }

  async eventSizes(window: MetaInstants): Promise<EventSize[]> {
    const where = eventWindow('t', window);
    const rows = await this.sql.all<Row>(
      `select distinct player_count, deck_count from tournaments t where ${where.sql}`,
      where.params,
    );
    return rows.map((r) => ({ players: num(r.player_count), decks: num(r.deck_count) }));
  }

  async archetypeTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<ArchetypeTally[]> {
    const events = windowEvents(window, weights, this.sql.dialect);
    const rows = await this.sql.all<Row>(
      `${events.sql}select ${archetypeOf('d')} as archetype, count(*) as decks, sum(ev.weight) as weight,
        count(*) filter (where d.placement <= 8) as top8,
        sum(ev.weight) filter (where d.placement <= 8) as top8_weight,
        sum(ev.weight) filter (where ev.placed) as placed_weight
      from ev join tournament_decks d on d.tournament_id = ev.id
      group by ${archetypeOf('d')}`,
      events.params,
    );
    return rows.map((r) => ({
      archetype: text(r.archetype),
      decks: num(r.decks),
      weight: num(r.weight),
      top8: num(r.top8),
      top8Weight: num(r.top8_weight),
      placedWeight: num(r.placed_weight),
    }));
  }

  async weeklyTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<WeeklyTally[]> {
    const events = windowEvents(window, weights, this.sql.dialect);
    const rows = await this.sql.all<Row>(
      `${events.sql}select ev.week, ${archetypeOf('d')} as archetype,
        count(*) as decks, sum(ev.weight) as weight
      from ev join tournament_decks d on d.tournament_id = ev.id
      group by ev.week, ${archetypeOf('d')}`,
      events.params,
    );
    return rows.map((r) => ({
      week: num(r.week),
      archetype: text(r.archetype),
      decks: num(r.decks),
      weight: num(r.weight),
    }));
  }

  async pairCounts(window: MetaInstants): Promise<PairCount[]> {
    const where = eventWindow('t', window);
    const rows = await this.sql.all<Row>(
      // Each match carries both decks' effective archetypes (kept by triggers): one covering index
      // range per tournament, no deck lookups. A bye (no deck 2) is no match.
      `select m.archetype1 as archetype, m.archetype2 as opponent,
        count(*) filter (where m.wins1 > m.wins2) as wins,
        count(*) filter (where m.wins1 < m.wins2) as losses,
        count(*) filter (where m.wins1 = m.wins2) as draws
      from tournaments t
      join tournament_matches m on m.tournament_id = t.id
      where ${where.sql} and m.deck2_id is not null
      group by m.archetype1, m.archetype2`,
      where.params,
    );
    return rows.map((r) => ({
      archetype: text(r.archetype),
      opponent: text(r.opponent),
      wins: num(r.wins),
      losses: num(r.losses),
      draws: num(r.draws),
    }));
  }
}
