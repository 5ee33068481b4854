import type {
  StoredTournamentKey,
  TournamentDetail,
  TournamentListQuery,
  TournamentPage,
  TournamentRepo,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import {
  BULK_INSTANT,
  DECK_BULK_COLUMNS,
  DECK_COLUMNS,
  MATCH_BULK_COLUMNS,
  MATCH_COLUMNS,
  TOURNAMENT_COLUMNS,
} from './tournament-columns.js';
import {
  deckValues,
  matchValues,
  tournamentValues,
  toDeck,
  toMatch,
  toTournament,
  type DeckRow,
  type MatchRow,
  type TournamentRow,
} from './tournament-rows.js';

/**
 * TournamentRepo on `tournaments`, `tournament_decks` and `tournament_matches`. A replace deletes
 * the tournament (its decks and matches cascade) and writes it again, in the caller's transaction;
 * decks and matches go in by the bulk insert (one statement per table on PostgreSQL).
 */
export class SqlTournamentRepo implements TournamentRepo {
  private readonly instant: (date: Date) => number | string;

  constructor(private readonly sql: Sql) {
    this.instant = BULK_INSTANT[sql.dialect];
  }

  async findBySourceKey(sourceKey: string): Promise<StoredTournamentKey | null> {
    const row = await this.sql.one<{ id: string; content_hash: string | null }>(
      'select id, content_hash from tournaments where source_key = ?',
      [sourceKey],
    );
    return row ? { id: row.id, contentHash: row.content_hash } : null;
  }

  async replace(detail: TournamentDetail): Promise<void> {
    const { tournament: t } = detail;
    const kept = await this.sql.all<{ player: string; archetype_override: string }>(
      'select player, archetype_override from tournament_decks where tournament_id = ? and archetype_override is not null',
      [t.id],
    );
    const overrides = new Map(kept.map((row) => [row.player, row.archetype_override]));
    await this.sql.run('delete from tournaments where id = ?', [t.id]);
    await this.sql.run(
      `insert into tournaments (${TOURNAMENT_COLUMNS.join(', ')}) values (${TOURNAMENT_COLUMNS.map(() => '?').join(', ')})`,
      tournamentValues(t),
    );
    await this.sql.insertRows(
      'tournament_decks',
      DECK_BULK_COLUMNS,
      detail.decks.map((deck, i) =>
        deckValues(
          t,
          { ...deck, archetypeOverride: overrides.get(deck.player) ?? deck.archetypeOverride },
          i,
          this.instant,
        ),
      ),
    );
    await this.sql.insertRows(
      'tournament_matches',
      MATCH_BULK_COLUMNS,
      detail.matches.map((m, i) => matchValues(t.id, m, i)),
    );
  }

  async list(query: TournamentListQuery): Promise<TournamentPage> {
    const filters: [string, unknown][] = [];
    if (query.format !== null) filters.push(['format = ?', query.format]);
    if (query.from !== null) filters.push(['date >= ?', query.from]);
    if (query.to !== null) filters.push(['date < ?', query.to]);
    const clauses = filters.map(([clause]) => clause);
    const params = filters.map(([, value]) => value);
    const where = clauses.length > 0 ? ` where ${clauses.join(' and ')}` : '';
    const rows = await this.sql.all<TournamentRow>(
      `select ${TOURNAMENT_COLUMNS.join(', ')} from tournaments${where} order by date desc, name, id limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    const total = await this.sql.count(`select count(*) as n from tournaments${where}`, params);
    return { tournaments: rows.map(toTournament), total };
  }

  async get(id: string): Promise<TournamentDetail | null> {
    const row = await this.sql.one<TournamentRow>(
      `select ${TOURNAMENT_COLUMNS.join(', ')} from tournaments where id = ?`,
      [id],
    );
    if (!row) return null;
    const decks = await this.sql.all<DeckRow>(
      `select ${DECK_COLUMNS.join(', ')} from tournament_decks where tournament_id = ? order by position`,
      [id],
    );
    const matches = await this.sql.all<MatchRow>(
      `select ${MATCH_COLUMNS.join(', ')} from tournament_matches where tournament_id = ? order by round_index, position`,
      [id],
    );
    return { tournament: toTournament(row), decks: decks.map(toDeck), matches: matches.map(toMatch) };
  }
}
