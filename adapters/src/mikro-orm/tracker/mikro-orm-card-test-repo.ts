import type { Sql } from '../sql/sql.js';
import type { AttributedCardTest, CardTest, CardTestFields, CardTestFilter, CardTestRepo, Page, PageRequest } from '@metagame/core';
import { CardTestSchema } from '../schemas/tracker/card-test-schema.js';
import { toDate } from './select-rows.js';

const NEWEST_FIRST = 'order by created_at desc, id desc';

interface CardTestRow {
  id: string;
  owner_id: string;
  tester: string;
  card_name: string;
  personal_deck_id: string | null;
  opponent_deck_id: string | null;
  rating: number;
  notes: string | null;
  created_at: Date | number;
}

/**
 * CardTestRepo on MikroORM; owner_id is part of every where clause, and every read also requires a
 * personal deck, so legacy rows with none never leave the database (spec 4.6.6).
 */
export class MikroOrmCardTestRepo implements CardTestRepo {
  constructor(private readonly sql: Sql) {}

  async insert(test: CardTest): Promise<void> {
    await this.sql.em.insert(CardTestSchema, { ...test });
  }

  async update(ownerId: string, id: string, fields: CardTestFields): Promise<AttributedCardTest | null> {
    const affected = await this.sql.em.nativeUpdate(CardTestSchema, { id, ownerId }, { ...fields });
    if (affected === 0) return null;
    const rows = await this.sql.all<CardTestRow>('select * from card_tests where id = ? and owner_id = ?', [id, ownerId]);
    return rows[0] ? attributed(rows[0]) : null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(CardTestSchema, { id, ownerId })) > 0;
  }

  async page(ownerId: string, filter: CardTestFilter, page: PageRequest): Promise<Page<AttributedCardTest>> {
    const [where, params] = whereOf(ownerId, filter);
    const [rows, total] = await Promise.all([
      this.sql.all<CardTestRow>(`select * from card_tests where ${where} ${NEWEST_FIRST} limit ? offset ?`, [...params, page.limit, page.offset]),
      this.sql.count(`select count(*) as n from card_tests where ${where}`, params),
    ]);
    return { items: rows.map(attributed), total };
  }

  async listAll(ownerId: string, filter: CardTestFilter = {}): Promise<AttributedCardTest[]> {
    const [where, params] = whereOf(ownerId, filter);
    const rows = await this.sql.all<CardTestRow>(`select * from card_tests where ${where} ${NEWEST_FIRST}`, params);
    return rows.map(attributed);
  }
}

const whereOf = (ownerId: string, filter: CardTestFilter): [string, string[]] =>
  filter.personalDeckId === undefined
    ? ['owner_id = ? and personal_deck_id is not null', [ownerId]]
    : ['owner_id = ? and personal_deck_id = ?', [ownerId, filter.personalDeckId]];

function attributed(row: CardTestRow): AttributedCardTest {
  if (row.personal_deck_id === null) throw new Error(`card test ${row.id} has no personal deck but was read as attributed`);
  return {
    id: row.id,
    ownerId: row.owner_id,
    tester: row.tester,
    cardName: row.card_name,
    personalDeckId: row.personal_deck_id,
    opponentDeckId: row.opponent_deck_id,
    rating: Number(row.rating),
    notes: row.notes,
    createdAt: toDate(row.created_at),
  };
}
