import type { Sql } from '../sql/sql.js';
import { GAME_RESULTS, type Match, type MatchFields, type MatchFilter, type MatchRepo, type Page, type PageRequest } from '@metagame/core';
import { MatchSchema } from '../schemas/tracker/match-schema.js';
import { toDate } from './select-rows.js';
import { storedEnum } from './stored-enum.js';

/** Newest date first, then newest recorded; follows the (owner_id, match_date, created_at, id) index backwards. */
const NEWEST_FIRST = 'order by match_date desc, created_at desc, id desc';

interface MatchRow {
  id: string;
  owner_id: string;
  match_date: string;
  personal_deck_id: string;
  opponent_deck_id: string;
  on_play: boolean | number;
  game1: string | null;
  game2: string | null;
  game3: string | null;
  opening_hand: string;
  turning_point: string;
  final_turn: string;
  created_at: Date | number;
}

/** MatchRepo on MikroORM; owner_id is part of every where clause. */
export class MikroOrmMatchRepo implements MatchRepo {
  constructor(private readonly sql: Sql) {}

  async insert(match: Match): Promise<void> {
    await this.sql.em.insert(MatchSchema, { ...match });
  }

  async update(ownerId: string, id: string, fields: MatchFields): Promise<Match | null> {
    const affected = await this.sql.em.nativeUpdate(MatchSchema, { id, ownerId }, { ...fields });
    if (affected === 0) return null;
    const rows = await this.sql.all<MatchRow>('select * from matches where id = ? and owner_id = ?', [id, ownerId]);
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(MatchSchema, { id, ownerId })) > 0;
  }

  async page(ownerId: string, page: PageRequest): Promise<Page<Match>> {
    const [rows, total] = await Promise.all([
      this.sql.all<MatchRow>(`select * from matches where owner_id = ? ${NEWEST_FIRST} limit ? offset ?`, [ownerId, page.limit, page.offset]),
      this.sql.count('select count(*) as n from matches where owner_id = ?', [ownerId]),
    ]);
    return { items: rows.map(toDomain), total };
  }

  async listAll(ownerId: string, filter: MatchFilter = {}): Promise<Match[]> {
    const byDeck = filter.personalDeckId !== undefined;
    const sql = `select * from matches where owner_id = ?${byDeck ? ' and personal_deck_id = ?' : ''} ${NEWEST_FIRST}`;
    const rows = await this.sql.all<MatchRow>(sql, byDeck ? [ownerId, filter.personalDeckId] : [ownerId]);
    return rows.map(toDomain);
  }
}

const game = (value: string | null, column: string) => (value === null ? null : storedEnum(GAME_RESULTS, value, column));

function toDomain(row: MatchRow): Match {
  return {
    id: row.id,
    ownerId: row.owner_id,
    // Postgres hands back YYYY-MM-DD (MikroORM's date parser); SQLite gives back the stored string.
    date: String(row.match_date).slice(0, 10),
    personalDeckId: row.personal_deck_id,
    opponentDeckId: row.opponent_deck_id,
    onPlay: Boolean(row.on_play),
    game1: game(row.game1, 'matches.game1'),
    game2: game(row.game2, 'matches.game2'),
    game3: game(row.game3, 'matches.game3'),
    openingHand: row.opening_hand,
    turningPoint: row.turning_point,
    finalTurn: row.final_turn,
    createdAt: toDate(row.created_at),
  };
}
