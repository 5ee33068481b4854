import { describe, expect, it } from 'vitest';
import { currentPrices, editDistance, pickFuzzyName, searchKey, searchWords, type LatestPrice } from '@metagame/core';

describe('searchKey', () => {
  it.each([
    ['Jötun Grunt', 'jotun grunt'],
    ["Lim-Dûl's Vault", 'lim duls vault'],
    ['Lim-Dûl’s Vault', 'lim duls vault'],
    ['Fire // Ice', 'fire ice'],
    ['Æther Vial', 'aether vial'],
    ['Jace, the Mind Sculptor', 'jace the mind sculptor'],
    ['  Ach! Hans, Run!  ', 'ach hans run'],
    ['Séance', 'seance'],
    ['Þorn', 'thorn'],
    ['+1/+1', '1 1'],
    ['//', ''],
  ])('%j → %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('splits into words', () => {
    expect(searchWords('Urza’s Saga')).toEqual(['urzas', 'saga']);
    expect(searchWords(' - ')).toEqual([]);
  });
});

describe('pickFuzzyName', () => {
  const names = [
    ['Lightning Bolt', 'lightning bolt'],
    ['Lightning Axe', 'lightning axe'],
    ['Lightning Helix', 'lightning helix'],
    ['Jace, the Mind Sculptor', 'jace the mind sculptor'],
    ['Jace Beleren', 'jace beleren'],
    ['Jace, Memory Adept', 'jace memory adept'],
    ['Counterspell', 'counterspell'],
    ['Fire // Ice', 'fire ice'],
    ['Fire // Ice', 'fire'],
    ['Fire // Ice', 'ice'],
    ['Fireball', 'fireball'],
  ].map(([name, key]) => ({ name: name!, key: key! }));

  it.each([
    ['lightnig bolt', 'Lightning Bolt'],
    ['lightning blot', 'Lightning Bolt'],
    ['ligthning bolt', 'Lightning Bolt'],
    ['lightningbolt', 'Lightning Bolt'],
    ['jace mind sculptor', 'Jace, the Mind Sculptor'],
    ['jace sculptor', 'Jace, the Mind Sculptor'],
    ['mind sculptor', 'Jace, the Mind Sculptor'],
    ['counterspel', 'Counterspell'],
    ['conterspell', 'Counterspell'],
    ['fireball', 'Fireball'],
    ['fire ice', 'Fire // Ice'],
  ])('%j → %j', (query, name) => {
    expect(pickFuzzyName(query, names)).toEqual({ kind: 'match', name });
  });

  it('answers ambiguous with the near names when none is clearly ahead', () => {
    expect(pickFuzzyName('jace', names)).toEqual({
      kind: 'ambiguous',
      candidates: ['Jace Beleren', 'Jace, Memory Adept', 'Jace, the Mind Sculptor'],
    });
    expect(pickFuzzyName('lightning', names)).toMatchObject({
      kind: 'ambiguous',
      candidates: ['Lightning Axe', 'Lightning Bolt', 'Lightning Helix'],
    });
  });

  it('answers none, with whatever is still somewhat close, when nothing is near', () => {
    expect(pickFuzzyName('xyzzy', names)).toEqual({ kind: 'none', candidates: [] });
    expect(pickFuzzyName('lightning storm', names)).toMatchObject({ kind: 'ambiguous' });
    expect(pickFuzzyName('', names)).toEqual({ kind: 'none', candidates: [] });
  });

  it('counts swaps as one edit', () => {
    expect(editDistance('blot', 'bolt')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('currentPrices', () => {
  const price = (date: string): LatestPrice => ({
    platform: 'paper',
    provider: 'tcgplayer',
    list: 'retail',
    finish: 'normal',
    currency: 'USD',
    price: 1,
    date,
  });
  const today = new Date('2026-03-10T23:30:00Z');

  it('flags a price stale when its date is more than the window before today (UTC days)', () => {
    expect(
      currentPrices([price('2026-03-10'), price('2026-03-07'), price('2026-03-06'), price('2026-03-11')], today, 3).map(
        (p) => p.stale,
      ),
    ).toEqual([false, false, true, false]);
    expect(currentPrices([price('2026-03-10'), price('2026-03-09')], today, 0).map((p) => p.stale)).toEqual([
      false,
      true,
    ]);
  });
});
