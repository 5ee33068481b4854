import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CardRatingsRepo, CardTest } from '@metagame/core';

export const RATING_IDS = {
  ann: '00000000-0000-4000-8000-0000000000a1',
  bob: '00000000-0000-4000-8000-0000000000b2',
  annDeck: '00000000-0000-4000-8000-00000000d001',
  annOther: '00000000-0000-4000-8000-00000000d002',
  bobDeck: '00000000-0000-4000-8000-00000000d003',
} as const;

export interface CardRatingsHarness {
  readonly repo: CardRatingsRepo;
  addTest(test: CardTest): Promise<void>;
  close(): Promise<void>;
}

let n = 0;
const test = (ownerId: string, personalDeckId: string | null, cardName: string, rating: number): CardTest => ({
  id: `00000000-0000-4000-9000-${(++n).toString().padStart(12, '0')}`,
  ownerId,
  playerId: ownerId,
  personalDeckId,
  opponentDeckId: null,
  tester: 'Ann',
  cardName,
  rating,
  notes: null,
  createdAt: new Date('2026-11-01T00:00:00.000Z'),
});

/** CardRatingsRepo contract: the deck's own tests only — never another deck's, another owner's or a legacy one. */
export function cardRatingsRepoContract(open: () => Promise<CardRatingsHarness>): void {
  let h: CardRatingsHarness;
  beforeAll(async () => {
    h = await open();
    const { ann, bob, annDeck, annOther, bobDeck } = RATING_IDS;
    for (const t of [
      test(ann, annDeck, 'Lightning Bolt', 5),
      test(ann, annDeck, 'Lightning Bolt', 2),
      test(ann, annDeck, 'Opt', 3),
      test(ann, annOther, 'Opt', 1),
      test(ann, null, 'Shock', 5),
      test(bob, bobDeck, 'Opt', 4),
    ]) {
      await h.addTest(t);
    }
  });
  afterAll(() => h.close());

  it('returns the name and rating of every test of the deck', async () => {
    const rows = await h.repo.listForDeck(RATING_IDS.ann, RATING_IDS.annDeck);
    expect([...rows].sort((a, b) => a.cardName.localeCompare(b.cardName) || a.rating - b.rating)).toEqual([
      { cardName: 'Lightning Bolt', rating: 2 },
      { cardName: 'Lightning Bolt', rating: 5 },
      { cardName: 'Opt', rating: 3 },
    ]);
  });

  it('never returns another owner’s tests, even for their deck id', async () => {
    expect(await h.repo.listForDeck(RATING_IDS.ann, RATING_IDS.bobDeck)).toEqual([]);
  });

  it('returns [] for an unknown deck', async () => {
    expect(await h.repo.listForDeck(RATING_IDS.ann, '00000000-0000-4000-8000-0000000000ff')).toEqual([]);
  });
}
