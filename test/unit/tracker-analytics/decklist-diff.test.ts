import { describe, expect, it } from 'vitest';
import { diffDecklists, parseDecklistCards } from '@metagame/core';

const cards = (content: string) => parseDecklistCards(content).map((c) => [c.section, c.name, c.quantity]);

describe('parseDecklistCards', () => {
  it('reads the Arena, MTGO and SB:-prefix layouts of one deck the same way', () => {
    const arena =
      'About\nName Mono-Red Burn\n\nDeck\n4 Lightning Bolt (M11) 149\n4 Monastery Swiftspear (KTK) 118\n\nSideboard\n2 Smash to Smithereens (ORI) 163';
    const mtgo = '4 Lightning Bolt\n4 Monastery Swiftspear\n\n2 Smash to Smithereens';
    const prefix = '// Burn\n4x Lightning Bolt\n4x Monastery Swiftspear\nSB: 2 Smash to Smithereens';
    const expected = [
      ['main', 'Lightning Bolt', 4],
      ['main', 'Monastery Swiftspear', 4],
      ['sideboard', 'Smash to Smithereens', 2],
    ];
    expect(cards(arena)).toEqual(expected);
    expect(cards(mtgo)).toEqual(expected);
    expect(cards(prefix)).toEqual(expected);
  });

  it('puts commanders in their own section and a companion in the sideboard; maybeboards are not the deck', () => {
    const list =
      'Commander\n1 Zada, Hedron Grinder\n\nCompanion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Wear // Tear\n1 Sol Ring\n\nMaybeboard\n1 Mana Crypt';
    expect(cards(list)).toEqual([
      ['commander', 'Zada, Hedron Grinder', 1],
      ['sideboard', 'Lurrus of the Dream-Den', 1],
      ['main', 'Wear // Tear', 1],
      ['main', 'Sol Ring', 1],
    ]);
  });

  it('sums repeated lines, reads quantity-last lines, and takes the last blank line as the sideboard split', () => {
    const list = '2 Lightning Bolt\n2 Lightning Bolt (M11) 149\n\nMountain 20\n\n1 Pyroblast\n';
    expect(cards(list)).toEqual([
      ['main', 'Lightning Bolt', 4],
      ['main', 'Mountain', 20],
      ['sideboard', 'Pyroblast', 1],
    ]);
  });

  it('takes a "// Sideboard" comment as the sideboard marker', () => {
    expect(cards('4 Opt\n\n// Sideboard\n2 Duress')).toEqual([
      ['main', 'Opt', 4],
      ['sideboard', 'Duress', 2],
    ]);
  });
});

describe('diffDecklists', () => {
  it('lists only the cards whose count changed, by section then name, with the newer list’s spelling', () => {
    const older = 'Deck\n4 Lightning Bolt\n2 Wear // Tear\n4 Opt\n\nSideboard\n2 Duress';
    const newer = '4 lightning bolt\n2 Wear/Tear\n3 Opt\n1 Fire /// Ice\n\n3 Duress\n1 Pyroblast';
    expect(diffDecklists(older, newer)).toEqual([
      { section: 'main', cardName: 'Fire // Ice', from: 0, to: 1, change: 1 },
      { section: 'main', cardName: 'Opt', from: 4, to: 3, change: -1 },
      { section: 'sideboard', cardName: 'Duress', from: 2, to: 3, change: 1 },
      { section: 'sideboard', cardName: 'Pyroblast', from: 0, to: 1, change: 1 },
    ]);
  });

  it('counts a card moved between main deck and sideboard as a change in each', () => {
    expect(diffDecklists('4 Opt\nSideboard\n1 Duress', '3 Opt\n1 Duress\nSideboard')).toEqual([
      { section: 'main', cardName: 'Duress', from: 0, to: 1, change: 1 },
      { section: 'main', cardName: 'Opt', from: 4, to: 3, change: -1 },
      { section: 'sideboard', cardName: 'Duress', from: 1, to: 0, change: -1 },
    ]);
  });

  it('is empty for the same list written differently', () => {
    expect(
      diffDecklists('4x Lightning Bolt\nSB: 2 Duress', 'Deck\n4 Lightning Bolt (M11) 149\n\nSideboard\n2 Duress'),
    ).toEqual([]);
  });
});
