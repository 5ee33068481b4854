import { describe, expect, it } from 'vitest';
import { archetypeName, deckColors, deckCompanion } from '@metagame/core';
import { deck } from '../../fakes/metagame/definition-builder.js';

const tables = {
  lands: new Map([
    ['Mountain', 'R'],
    ['Island', 'U'],
    ['Watery Grave', 'UB'],
    ['Plains', 'W'],
  ]),
  nonLands: new Map([
    ['Lightning Bolt', 'R'],
    ['Counterspell', 'U'],
    ['Thoughtseize', 'B'],
    ['Dual Thing', 'WB'],
    ['Land Creature', 'G'],
  ]),
};

describe('deckColors', () => {
  it('keeps a colour only when a land and a non-land both supply it, in WUBRG order', () => {
    expect(deckColors(deck(['Mountain', 'Island', 'Lightning Bolt', 'Counterspell']), tables)).toBe('UR');
    expect(deckColors(deck(['Watery Grave', 'Lightning Bolt', 'Counterspell']), tables)).toBe('U');
  });

  it('is C when no listed land supplies the non-lands’ colours (fetch lands are in no table)', () => {
    expect(deckColors(deck(['Scalding Tarn', 'Lightning Bolt']), tables)).toBe('C');
    expect(deckColors(deck(["Mishra's Bauble", 'Mountain']), tables)).toBe('C');
  });

  it('counts the sideboard: one off-colour land and one off-colour sideboard card add the colour', () => {
    expect(deckColors(deck(['Mountain', 'Lightning Bolt', [1, 'Watery Grave']], [[1, 'Thoughtseize']]), tables)).toBe(
      'BR',
    );
  });

  it('lets a multicolour card supply every letter of its code', () => {
    expect(deckColors(deck(['Plains', 'Watery Grave', 'Dual Thing']), tables)).toBe('WB');
  });
});

describe('archetypeName', () => {
  it.each([
    ['GenericControl', true, 'UR', 'Izzet Control'],
    ['GenericAggro', true, 'R', 'Mono Red Aggro'],
    ['GenericControl', true, 'WUBR', 'WUBR Control'],
    ['GenericControl', true, 'WUBRG', '5 Color Control'],
    ['GenericControl', true, 'C', 'Control'],
    ['GenericTron', false, 'G', 'Tron'],
    ['AmuletTitan', false, 'G', 'Amulet Titan'],
    ['8Whack', false, 'R', '8 Whack'],
    ['Azorius Control', false, 'WU', 'Azorius Control'],
    ['Scam', true, 'BR', 'Rakdos Scam'],
    ['Scam', true, 'WBG', 'Abzan Scam'],
    ['Creativity', true, 'UBRG', 'UBRG Creativity'],
  ] as const)('%s with colour %s in %s reads "%s"', (name, color, colors, expected) => {
    expect(archetypeName(name, color, colors)).toBe(expected);
  });
});

describe('deckCompanion', () => {
  it('reads the companion from the sideboard only, the last of the list winning', () => {
    expect(deckCompanion(deck([], [[1, 'Lurrus of the Dream-Den']]))).toBe('Lurrus of the Dream-Den');
    expect(deckCompanion(deck([[1, 'Lurrus of the Dream-Den']]))).toBeNull();
    expect(
      deckCompanion(
        deck(
          [],
          [
            [1, 'Zirda, the Dawnwaker'],
            [1, 'Gyruda, Doom of Depths'],
          ],
        ),
      ),
    ).toBe('Zirda, the Dawnwaker');
  });
});
