import type { Sql } from '../runner/sql.js';
import type {
  AttributedCardTest,
  CardTest,
  CardTestFields,
  CardTestFilter,
  CardTestRepo,
  Page,
  PageRequest,
} from '@metagame/core';
import { CardTestSchema, type CardTestRecord } from '../schemas/tracker/card-test-schema.js';
import { keysetBatches } from './keyset-batches.js';

const NEWEST_FIRST = 'order by created_at desc, id desc';
/** Rows an export holds at once. */
const BATCH = 500;

/**
 * CardTestRepo on MikroORM; owner_id is part of every where clause, and every read also requires a
 * personal deck, so legacy rows with none never leave the database.
 */
export class MikroOrmCardTestRepo implements CardTestRepo {
  constructor(private readonly sql: Sql) {}

  async insert(test: CardTest): Promise<void> {
    await this.sql.em.insert(CardTestSchema, { ...test });
  }

  async findOwned(ownerId: string, id: string): Promise<CardTest | null> {
    const record = await this.sql.entity(CardTestSchema, 'select * from card_tests where id = ? and owner_id = ?', [
      id,
      ownerId,
    ]);
    return record ? { ...record, playerId: record.playerId ?? null } : null;
  }

  async update(ownerId: string, id: string, fields: CardTestFields): Promise<AttributedCardTest | null> {
    const affected = await this.sql.em.nativeUpdate(CardTestSchema, { id, ownerId }, { ...fields });
    if (affected === 0) return null;
    const record = await this.sql.entity(CardTestSchema, 'select * from card_tests where id = ? and owner_id = ?', [
      id,
      ownerId,
    ]);
    return record ? attributed(record) : null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(CardTestSchema, { id, ownerId })) > 0;
  }

  async page(ownerId: string, filter: CardTestFilter, page: PageRequest): Promise<Page<AttributedCardTest>> {
    const [where, params] = whereOf(ownerId, filter);
    const [rows, total] = await Promise.all([
      this.sql.entities(CardTestSchema, `select * from card_tests where ${where} ${NEWEST_FIRST} limit ? offset ?`, [
        ...params,
        page.limit,
        page.offset,
      ]),
      this.sql.count(`select count(*) as n from card_tests where ${where}`, params),
    ]);
    return { items: rows.map(attributed), total };
  }

  stream(ownerId: string, filter: CardTestFilter): AsyncIterable<AttributedCardTest> {
    const [where, params] = whereOf(ownerId, filter);
    return keysetBatches(async (after: AttributedCardTest | null) => {
      const from = after ? ' and (created_at, id) < (?, ?)' : '';
      const rows = await this.sql.entities(
        CardTestSchema,
        `select * from card_tests where ${where}${from} ${NEWEST_FIRST} limit ${BATCH}`,
        after ? [...params, after.createdAt, after.id] : params,
      );
      return rows.map(attributed);
    }, BATCH);
  }
}

const whereOf = (ownerId: string, filter: CardTestFilter): [string, string[]] =>
  filter.personalDeckId === undefined
    ? ['owner_id = ? and personal_deck_id is not null', [ownerId]]
    : ['owner_id = ? and personal_deck_id = ?', [ownerId, filter.personalDeckId]];

function attributed(record: CardTestRecord): AttributedCardTest {
  const { personalDeckId } = record;
  if (personalDeckId === null)
    throw new Error(`card test ${record.id} has no personal deck but was read as attributed`);
  return { ...record, personalDeckId, playerId: record.playerId ?? null };
}
