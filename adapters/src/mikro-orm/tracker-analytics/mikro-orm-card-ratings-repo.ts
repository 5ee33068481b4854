import type { EntityManager } from '@mikro-orm/core';
import type { CardRatingsRepo, RatedCard } from '@metagame/core';

/**
 * CardRatingsRepo as one narrow query on the (owner_id, personal_deck_id, …) index of card_tests:
 * two columns of up to thousands of rows, with no entity hydration. `personal_deck_id = ?` never
 * matches a legacy null row.
 */
export class MikroOrmCardRatingsRepo implements CardRatingsRepo {
  constructor(private readonly em: EntityManager) {}

  async listForDeck(ownerId: string, personalDeckId: string): Promise<RatedCard[]> {
    const rows: { card_name: string; rating: number | string }[] = await this.em
      .getConnection()
      .execute('select card_name, rating from card_tests where owner_id = ? and personal_deck_id = ?', [ownerId, personalDeckId]);
    return rows.map((row) => ({ cardName: row.card_name, rating: Number(row.rating) }));
  }
}
