import type { Sql } from '../runner/sql.js';
import {
  GAME_RESULTS,
  type Match,
  type MatchFields,
  type MatchFilter,
  type MatchRepo,
  type Page,
  type PageRequest,
} from '@metagame/core';
import { MatchSchema, type MatchRecord } from '../schemas/tracker/match-schema.js';
import { keysetBatches } from './keyset-batches.js';
import { matchWhere } from './match-filter-sql.js';
import { storedEnum } from './stored-enum.js';

/** Newest date first, then newest recorded; follows the (owner_id, match_date, created_at, id) index backwards. */
const NEWEST_FIRST = 'order by match_date desc, created_at desc, id desc';
/** Rows an export holds at once. */
const BATCH = 500;

/** MatchRepo on MikroORM; owner_id is part of every where clause. */
export class MikroOrmMatchRepo implements MatchRepo {
  constructor(private readonly sql: Sql) {}

  async insert(match: Match): Promise<void> {
    await this.sql.em.insert(MatchSchema, { ...match });
  }

  async insertMany(matches: readonly Match[]): Promise<void> {
    // Multi-row INSERTs of a few hundred rows: 10,000 single-row statements cost seconds on PostgreSQL.
    for (let i = 0; i < matches.length; i += BATCH)
      await this.sql.em.insertMany(
        MatchSchema,
        matches.slice(i, i + BATCH).map((m) => ({ ...m })),
      );
  }

  async findOwned(ownerId: string, id: string): Promise<Match | null> {
    const record = await this.sql.entity(MatchSchema, 'select * from matches where id = ? and owner_id = ?', [
      id,
      ownerId,
    ]);
    return record ? toDomain(record) : null;
  }

  async update(
    ownerId: string,
    id: string,
    fields: MatchFields & { readonly playerId?: string },
  ): Promise<Match | null> {
    const affected = await this.sql.em.nativeUpdate(MatchSchema, { id, ownerId }, { ...fields });
    return affected === 0 ? null : this.findOwned(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(MatchSchema, { id, ownerId })) > 0;
  }

  async page(ownerId: string, filter: MatchFilter, page: PageRequest): Promise<Page<Match>> {
    const [where, params] = matchWhere(ownerId, filter);
    const [rows, total] = await Promise.all([
      this.sql.entities(MatchSchema, `select * from matches where ${where} ${NEWEST_FIRST} limit ? offset ?`, [
        ...params,
        page.limit,
        page.offset,
      ]),
      this.sql.count(`select count(*) as n from matches where ${where}`, params),
    ]);
    return { items: rows.map(toDomain), total };
  }

  stream(ownerId: string, filter: MatchFilter): AsyncIterable<Match> {
    const [where, params] = matchWhere(ownerId, filter);
    return keysetBatches(async (after: Match | null) => {
      const from = after ? ' and (match_date, created_at, id) < (?, ?, ?)' : '';
      const rows = await this.sql.entities(
        MatchSchema,
        `select * from matches where ${where}${from} ${NEWEST_FIRST} limit ${BATCH}`,
        after ? [...params, after.date, after.createdAt, after.id] : params,
      );
      return rows.map(toDomain);
    }, BATCH);
  }
}

const game = (value: string | null, column: string) =>
  value === null ? null : storedEnum(GAME_RESULTS, value, column);
const flag = (value: boolean | number | null | undefined) =>
  value === null || value === undefined ? null : Boolean(value);

function toDomain(record: MatchRecord): Match {
  return {
    ...record,
    // PostgreSQL hands back YYYY-MM-DD (MikroORM's date parser); SQLite gives back the stored string.
    date: String(record.date).slice(0, 10),
    game1: game(record.game1, 'matches.game1'),
    game2: game(record.game2, 'matches.game2'),
    game3: game(record.game3, 'matches.game3'),
    eventId: record.eventId ?? null,
    round: record.round ?? null,
    decklistVersionId: record.decklistVersionId ?? null,
    game2OnPlay: flag(record.game2OnPlay),
    game3OnPlay: flag(record.game3OnPlay),
    game1Mulligans: record.game1Mulligans ?? null,
    game2Mulligans: record.game2Mulligans ?? null,
    game3Mulligans: record.game3Mulligans ?? null,
    game2PlanUsed: flag(record.game2PlanUsed),
    game3PlanUsed: flag(record.game3PlanUsed),
    playerId: record.playerId ?? null,
  };
}
