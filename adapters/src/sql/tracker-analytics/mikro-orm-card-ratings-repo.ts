import type { Sql } from '../runner/sql.js';
import type { CardRatingsRepo, RatedCard } from '@metagame/core';

/**
 * CardRatingsRepo as one narrow query on the (owner_id, personal_deck_id, …) index of card_tests:
 * two columns of up to thousands of rows, with no entity hydration. `personal_deck_id = ?` never
 * matches a legacy null row.
 */
export class MikroOrmCardRatingsRepo implements CardRatingsRepo {
  constructor(private readonly sql: Sql) {}

  async listForDeck(ownerId: string, personalDeckId: string): Promise<RatedCard[]> {
    const rows = await this.sql.all<{ card_name: string; rating: number | string }>(
      'select card_name, rating from card_tests where owner_id = ? and personal_deck_id = ?',
      [ownerId, personalDeckId],
    );
    return rows.map((row) => ({ cardName: row.card_name, rating: Number(row.rating) }));
  }
}
