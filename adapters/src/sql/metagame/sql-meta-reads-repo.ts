import type {
  ArchetypeTally,
  EventSize,
  MetaInstants,
  MetaReadsRepo,
  PairCount,
  SizeWeight,
  WeeklyTally,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { archetypeOf, deckWeight, deckWindow, WEEK_OF_DATE, type Fragment } from './meta-window-sql.js';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const withClause = (ctes: readonly (Fragment | null)[]): Fragment => {
  const present = ctes.filter((c): c is Fragment => c !== null);
  return present.length === 0
    ? { sql: '', params: [] }
    : { sql: `with ${present.map((c) => c.sql).join(', ')} `, params: present.flatMap((c) => c.params) };
};

/**
 * MetaReadsRepo as plain SQL, one text on SQLite and PostgreSQL but for the week number (pg returns
 * counts as strings). Every read starts from the decks of the window on their (format, date) index.
 */
export class SqlMetaReadsRepo implements MetaReadsRepo {
  private readonly weekOf: (column: string) => string;

  constructor(private readonly sql: Sql) {
    this.weekOf = WEEK_OF_DATE[sql.dialect];
  }

  async eventSizes(window: MetaInstants): Promise<EventSize[]> {
    const where = deckWindow('t', window);
    const rows = await this.sql.all<Row>(
      `select distinct player_count, deck_count from tournaments t where ${where.sql}`,
      where.params,
    );
    return rows.map((r) => ({ players: num(r.player_count), decks: num(r.deck_count) }));
  }

  async archetypeTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<ArchetypeTally[]> {
    const weight = deckWeight(weights);
    const inPlaced = deckWindow('x', window);
    const placed: Fragment = {
      sql: `placed as (select distinct x.tournament_id from tournament_decks x where ${inPlaced.sql} and x.placement is not null)`,
      params: inPlaced.params,
    };
    const ctes = withClause([weight.cte, placed]);
    const where = deckWindow('d', window);
    const w = weight.weight;
    const rows = await this.sql.all<Row>(
      `${ctes.sql}select ${archetypeOf('d')} as archetype, count(*) as decks, sum(${w}) as weight,
        count(*) filter (where d.placement <= 8) as top8,
        sum(${w}) filter (where d.placement <= 8) as top8_weight,
        sum(${w}) filter (where p.tournament_id is not null) as placed_weight
      from tournament_decks d ${weight.joins}
      left join placed p on p.tournament_id = d.tournament_id
      where ${where.sql}
      group by ${archetypeOf('d')}`,
      [...ctes.params, ...where.params],
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
    const weight = deckWeight(weights);
    const ctes = withClause([weight.cte]);
    const where = deckWindow('d', window);
    const rows = await this.sql.all<Row>(
      `${ctes.sql}select ${this.weekOf('d.date')} as week, ${archetypeOf('d')} as archetype,
        count(*) as decks, sum(${weight.weight}) as weight
      from tournament_decks d ${weight.joins}
      where ${where.sql}
      group by ${this.weekOf('d.date')}, ${archetypeOf('d')}`,
      [...ctes.params, ...where.params],
    );
    return rows.map((r) => ({
      week: num(r.week),
      archetype: text(r.archetype),
      decks: num(r.decks),
      weight: num(r.weight),
    }));
  }

  async pairCounts(window: MetaInstants): Promise<PairCount[]> {
    const where = deckWindow('a', window);
    const rows = await this.sql.all<Row>(
      `select ${archetypeOf('a')} as archetype, ${archetypeOf('b')} as opponent,
        count(*) filter (where m.wins1 > m.wins2) as wins,
        count(*) filter (where m.wins1 < m.wins2) as losses,
        count(*) filter (where m.wins1 = m.wins2) as draws
      from tournament_decks a
      join tournament_matches m on m.deck1_id = a.id
      join tournament_decks b on b.id = m.deck2_id
      where ${where.sql}
      group by ${archetypeOf('a')}, ${archetypeOf('b')}`,
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
