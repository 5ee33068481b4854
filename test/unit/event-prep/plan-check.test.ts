import { describe, expect, it } from 'vitest';
import {
  planIssues,
  postBoardDeck,
  seventyFiveOf,
  viewPlan,
  type CardSwap,
  type DecklistVersion,
  type PlanSides,
  type SideboardPlan,
} from '@metagame/core';

const LIST = [
  'Deck',
  '4 Lightning Bolt (M11) 149',
  '4x Monastery Swiftspear',
  '2 Wear // Tear',
  '1 Delver of Secrets // Insectile Aberration',
  '3 Counterspell',
  '20 Mountain',
  '',
  'Sideboard',
  '2 Smash to Smithereens',
  '3 Pyroblast',
  '1 Fire // Ice',
  'SB: 2 Duress',
].join('\n');

const card = (name: string, quantity: number) => ({ name, quantity });
const both = (swap: CardSwap): PlanSides => ({ kind: 'both', both: swap });

describe('plan validation against the version’s 75', () => {
  it('accepts a swap that keeps every rule', () => {
    expect(
      planIssues(
        LIST,
        both({ in: [card('Smash to Smithereens', 2), card('Duress', 1)], out: [card('Monastery Swiftspear', 3)] }),
      ),
    ).toEqual([]);
  });

  it('names a card out that is not in the main deck', () => {
    expect(planIssues(LIST, both({ in: [card('Pyroblast', 1)], out: [card('Fireblast', 1)] }))).toEqual([
      { side: 'both', list: 'out', card: 'Fireblast', message: '"Fireblast" is not in the main deck.' },
    ]);
  });

  it('names a card out that is only in the sideboard section of the list', () => {
    expect(planIssues(LIST, both({ in: [card('Pyroblast', 1)], out: [card('Duress', 1)] }))).toEqual([
      { side: 'both', list: 'out', card: 'Duress', message: '"Duress" is in the sideboard, not the main deck.' },
    ]);
  });

  it('names a card in that is in the main deck, not the sideboard', () => {
    expect(planIssues(LIST, both({ in: [card('Counterspell', 1)], out: [card('Mountain', 1)] }))).toEqual([
      {
        side: 'both',
        list: 'in',
        card: 'Counterspell',
        message: '"Counterspell" is in the main deck, not the sideboard.',
      },
    ]);
  });

  it('names too many copies out and in, counting a card listed twice once per listing', () => {
    expect(
      planIssues(
        LIST,
        both({
          in: [card('Pyroblast', 2), card('pyroblast', 2)],
          out: [card('Counterspell', 3), card('Lightning Bolt', 1)],
        }),
      ),
    ).toEqual([
      {
        side: 'both',
        list: 'in',
        card: 'Pyroblast',
        message: '4 copies of "Pyroblast" come in, but the sideboard has 3.',
      },
    ]);
    expect(
      planIssues(
        LIST,
        both({ in: [card('Pyroblast', 3), card('Smash to Smithereens', 2)], out: [card('Counterspell', 5)] }),
      ),
    ).toEqual([
      {
        side: 'both',
        list: 'out',
        card: 'Counterspell',
        message: '5 copies of "Counterspell" go out, but the main deck has 3.',
      },
    ]);
  });

  it('refuses a swap with more cards in than out', () => {
    expect(planIssues(LIST, both({ in: [card('Pyroblast', 3)], out: [card('Counterspell', 2)] }))).toEqual([
      {
        side: 'both',
        list: null,
        card: null,
        message: '3 cards come in and 2 go out; as many must come in as go out.',
      },
    ]);
  });

  it('reads split-card spellings and double-faced front faces as the listed card', () => {
    const swap = {
      in: [card('Fire/Ice', 1), card('Smash to Smithereens', 1)],
      out: [card('Wear /// Tear', 1), card('Delver of Secrets', 1)],
    };
    expect(planIssues(LIST, both(swap))).toEqual([]);
    expect(planIssues(LIST, both({ in: [card('Fire|Ice', 1)], out: [card('Wear//Tear', 1)] }))).toEqual([]);
  });

  it('checks each side of a split plan on its own and labels the issues by side', () => {
    const sides: PlanSides = {
      kind: 'split',
      onPlay: { in: [card('Pyroblast', 1)], out: [card('Counterspell', 1)] },
      onDraw: { in: [card('Mountain', 1)], out: [card('Counterspell', 1)] },
    };
    expect(planIssues(LIST, sides)).toEqual([
      { side: 'on_draw', list: 'in', card: 'Mountain', message: '"Mountain" is in the main deck, not the sideboard.' },
    ]);
  });
});

describe('post-board 75', () => {
  it('moves the outs to the sideboard and the ins to the main deck, in list order', () => {
    const deck = postBoardDeck(seventyFiveOf(LIST), {
      in: [card('Pyroblast', 3), card('Fire/Ice', 1)],
      out: [card('Counterspell', 3), card('Delver of Secrets', 1)],
    });
    expect(deck.main).toEqual([
      card('Lightning Bolt', 4),
      card('Monastery Swiftspear', 4),
      card('Wear // Tear', 2),
      card('Mountain', 20),
      card('Pyroblast', 3),
      card('Fire // Ice', 1),
    ]);
    expect(deck.sideboard).toEqual([
      card('Smash to Smithereens', 2),
      card('Duress', 2),
      card('Counterspell', 3),
      card('Delver of Secrets // Insectile Aberration', 1),
    ]);
  });
});

describe('plan staleness', () => {
  const version = (id: string, n: number, content: string): DecklistVersion => ({
    id,
    ownerId: 'o',
    personalDeckId: 'd',
    version: n,
    content,
    source: 'manual',
    createdAt: new Date(0),
  });
  const plan: SideboardPlan = {
    id: 'p',
    ownerId: 'o',
    personalDeckId: 'd',
    decklistVersionId: 'v1',
    opponentDeckId: 'r',
    sides: both({ in: [card('Pyroblast', 2)], out: [card('Counterspell', 2)] }),
    note: '',
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };

  it('fits the newest version when the plan is of it', () => {
    const v1 = version('v1', 1, LIST);
    expect(viewPlan(plan, v1, v1).newest).toEqual({ versionId: 'v1', version: 1, fits: true, issues: [] });
  });

  it('says why a plan no longer fits a newer version', () => {
    const v2 = version(
      'v2',
      2,
      LIST.replace('3 Counterspell', '1 Counterspell').replace('3 Pyroblast', '1 Red Elemental Blast'),
    );
    expect(viewPlan(plan, version('v1', 1, LIST), v2).newest).toEqual({
      versionId: 'v2',
      version: 2,
      fits: false,
      issues: [
        {
          side: 'both',
          list: 'out',
          card: 'Counterspell',
          message: '2 copies of "Counterspell" go out, but the main deck has 1.',
        },
        { side: 'both', list: 'in', card: 'Pyroblast', message: '"Pyroblast" is not in the sideboard.' },
      ],
    });
  });

  it('keeps reading the post-board 75 of the plan’s own version', () => {
    const v2 = version('v2', 2, '60 Mountain');
    const view = viewPlan(plan, version('v1', 1, LIST), v2);
    expect(view.version).toBe(1);
    expect(view.postBoard[0]!.deck.main.find((c) => c.name === 'Pyroblast')).toEqual(card('Pyroblast', 2));
  });
});
