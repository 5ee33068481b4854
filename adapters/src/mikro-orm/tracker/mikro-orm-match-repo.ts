import type { Sql } from '../sql/sql.js';
import { GAME_RESULTS, type Match, type MatchFields, type MatchFilter, type MatchRepo, type Page, type PageRequest } from '@metagame/core';
import { MatchSchema, type MatchRecord } from '../schemas/tracker/match-schema.js';
import { storedEnum } from './stored-enum.js';

/** Newest date first, then newest recorded; follows the (owner_id, match_date, created_at, id) index backwards. */
const NEWEST_FIRST = 'order by match_date desc, created_at desc, id desc';

/** MatchRepo on MikroORM; owner_id is part of every where clause. */
export class MikroOrmMatchRepo implements MatchRepo {
  constructor(private readonly sql: Sql) {}

  async insert(match: Match): Promise<void> {
    await this.sql.em.insert(MatchSchema, { ...match });
  }

  async update(ownerId: string, id: string, fields: MatchFields): Promise<Match | null> {
    const affected = await this.sql.em.nativeUpdate(MatchSchema, { id, ownerId }, { ...fields });
    if (affected === 0) return null;
    const record = await this.sql.entity(MatchSchema, 'select * from matches where id = ? and owner_id = ?', [id, ownerId]);
    return record ? toDomain(record) : null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(MatchSchema, { id, ownerId })) > 0;
  }

  async page(ownerId: string, page: PageRequest): Promise<Page<Match>> {
    const [rows, total] = await Promise.all([
      this.sql.entities(MatchSchema, `select * from matches where owner_id = ? ${NEWEST_FIRST} limit ? offset ?`, [ownerId, page.limit, page.offset]),
      this.sql.count('select count(*) as n from matches where owner_id = ?', [ownerId]),
    ]);
    return { items: rows.map(toDomain), total };
  }

  async listAll(ownerId: string, filter: MatchFilter = {}): Promise<Match[]> {
    const byDeck = filter.personalDeckId !== undefined;
    const sql = `select * from matches where owner_id = ?${byDeck ? ' and personal_deck_id = ?' : ''} ${NEWEST_FIRST}`;
    const rows = await this.sql.entities(MatchSchema, sql, byDeck ? [ownerId, filter.personalDeckId] : [ownerId]);
    return rows.map(toDomain);
  }
}

const game = (value: string | null, column: string) => (value === null ? null : storedEnum(GAME_RESULTS, value, column));

function toDomain(record: MatchRecord): Match {
  return {
    ...record,
    // PostgreSQL hands back YYYY-MM-DD (MikroORM's date parser); SQLite gives back the stored string.
    date: String(record.date).slice(0, 10),
    game1: game(record.game1, 'matches.game1'),
    game2: game(record.game2, 'matches.game2'),
    game3: game(record.game3, 'matches.game3'),
  };
}
