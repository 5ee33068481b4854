import type { CardRatingsRepo, CardTest, RatedCard } from '@metagame/core';

/** CardRatingsRepo over an in-memory list of card tests (legacy ones have a null deck). */
export class InMemoryCardRatingsRepo implements CardRatingsRepo {
  readonly tests: CardTest[] = [];

  async listForDeck(ownerId: string, personalDeckId: string): Promise<RatedCard[]> {
    return this.tests
      .filter((t) => t.ownerId === ownerId && t.personalDeckId === personalDeckId)
      .map((t) => ({ cardName: t.cardName, rating: t.rating }));
  }
}
