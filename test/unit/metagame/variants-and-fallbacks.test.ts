import { describe, expect, it } from 'vitest';
import { classifyDeck, detectArchetypes } from '@metagame/core';
import { archetype, cond, deck, definitionSet, fallback, variant } from '../../fakes/metagame/definition-builder.js';

const LANDS = { Mountain: 'R', Island: 'U', 'Steam Vents': 'UR' };
const NON_LANDS = { 'Lightning Bolt': 'R', Counterspell: 'U', 'Goblin Guide': 'R' };

describe('classifyDeck: variants', () => {
  const aggro = archetype('Aggro', [cond('InMainboard', 'Goblin Guide')], {
    color: true,
    variants: [
      variant('Burn', [cond('InMainboard', 'Lava Spike')]),
      variant('Saga', [cond('InMainboard', "Urza's Saga")], true),
    ],
  });
  const set = definitionSet({ archetypes: [aggro], lands: LANDS, nonLands: NON_LANDS });

  it('names the deck by the matching variant, with the variant’s own colour setting', () => {
    expect(classifyDeck(deck(['Goblin Guide', 'Lava Spike', 'Mountain']), set).archetype).toBe('Burn');
    expect(classifyDeck(deck(['Goblin Guide', "Urza's Saga", 'Mountain']), set).archetype).toBe('Mono Red Saga');
  });

  it('falls back to the parent when no variant matches', () => {
    expect(classifyDeck(deck(['Goblin Guide', 'Mountain']), set)).toEqual({
      archetype: 'Mono Red Aggro',
      match: 'rule',
      colors: 'R',
    });
  });

  it('tries a variant only when its parent matched', () => {
    expect(classifyDeck(deck(['Lava Spike', 'Mountain']), set).match).toBe('unknown');
  });

  it('gives one match per matching variant, so two variants are a conflict', () => {
    const result = classifyDeck(deck(['Goblin Guide', 'Lava Spike', "Urza's Saga", 'Mountain']), set);
    expect(result).toEqual({ archetype: 'Conflict(Burn,Mono Red Saga)', match: 'rule', colors: 'R' });
  });

  it('never reads a variant’s own variants', () => {
    const nested = {
      ...variant('Outer', [cond('InMainboard', 'B')]),
      variants: [variant('Inner', [cond('InMainboard', 'C')])],
    };
    const set2 = definitionSet({ archetypes: [archetype('Top', [cond('InMainboard', 'A')], { variants: [nested] })] });
    expect(classifyDeck(deck(['A', 'B', 'C']), set2).archetype).toBe('Outer');
  });
});

describe('classifyDeck: several archetypes', () => {
  it('labels two matching archetypes Conflict(...) in load order', () => {
    const set = definitionSet({
      archetypes: [archetype('Second', [cond('InMainboard', 'B')]), archetype('First', [cond('InMainboard', 'A')])],
    });
    expect(classifyDeck(deck(['A', 'B']), set).archetype).toBe('Conflict(Second,First)');
  });

  it('never tries a fallback when a rule matched', () => {
    const set = definitionSet({
      archetypes: [archetype('Rule', [cond('InMainboard', 'A')])],
      fallbacks: [fallback('GenericX', ['A'])],
    });
    expect(classifyDeck(deck(['A']), set).match).toBe('rule');
  });
});

describe('classifyDeck: fallbacks', () => {
  it('takes the fallback with the most copies of its common cards', () => {
    const set = definitionSet({ fallbacks: [fallback('GenericA', ['A']), fallback('GenericB', ['B', 'C'])] });
    expect(
      classifyDeck(
        deck([
          [4, 'A'],
          [3, 'B'],
          [2, 'C'],
        ]),
        set,
      ),
    ).toEqual({ archetype: 'B', match: 'fallback', colors: 'C' });
  });

  it('breaks a tie by the shorter list of common cards, then by load order', () => {
    const tie = definitionSet({ fallbacks: [fallback('Long', ['A', 'X', 'Y']), fallback('Short', ['A'])] });
    expect(classifyDeck(deck(['A']), tie).archetype).toBe('Short');
    const same = definitionSet({ fallbacks: [fallback('Early', ['A', 'X']), fallback('Late', ['A', 'Y'])] });
    expect(classifyDeck(deck(['A']), same).archetype).toBe('Early');
  });

  it('counts a common card on both boards with both counts', () => {
    const set = definitionSet({ fallbacks: [fallback('Both', ['A']), fallback('Main', ['B'])] });
    expect(
      classifyDeck(
        deck(
          [
            [2, 'A'],
            [3, 'B'],
          ],
          [[2, 'A']],
        ),
        set,
      ).archetype,
    ).toBe('Both');
  });

  it('measures similarity as copies over entries, which can exceed 1', () => {
    const set = definitionSet({ fallbacks: [fallback('Big', ['A'])] });
    const detection = detectArchetypes(deck([[4, 'A']]), set);
    expect(detection).toMatchObject({ kind: 'fallback', similarity: 4 });
  });

  it('accepts a fallback only above a similarity of 0.1, strictly', () => {
    const set = definitionSet({ fallbacks: [fallback('Thin', ['A'])] });
    const others = Array.from({ length: 9 }, (_, i) => [1, `Other ${i}`] as [number, string]);
    expect(classifyDeck(deck([[1, 'A'], ...others]), set).match).toBe('unknown');
    expect(classifyDeck(deck([[2, 'A'], ...others]), set).match).toBe('fallback');
  });

  it('is unknown when no common card is in the deck', () => {
    const set = definitionSet({ fallbacks: [fallback('None', ['Z'])] });
    expect(classifyDeck(deck(['A']), set)).toEqual({ archetype: 'Unknown', match: 'unknown', colors: 'C' });
  });

  it('names a colour-named fallback by the deck’s colours', () => {
    const set = definitionSet({
      fallbacks: [fallback('GenericControl', ['Counterspell'], true)],
      lands: LANDS,
      nonLands: NON_LANDS,
    });
    expect(classifyDeck(deck(['Counterspell', 'Lightning Bolt', 'Steam Vents']), set)).toEqual({
      archetype: 'Izzet Control',
      match: 'fallback',
      colors: 'UR',
    });
  });
});
