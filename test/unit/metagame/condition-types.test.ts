import { describe, expect, it } from 'vitest';
import { classifyDeck, type ConditionType } from '@metagame/core';
import { archetype, cond, deck, definitionSet } from '../../fakes/metagame/definition-builder.js';

const FOUR = ['Card 1', 'Card 2', 'Card 3', 'Card 4'];

/** The reference engine's own condition cases: one archetype with one condition, every card four copies. */
const CASES: readonly [number, ConditionType, string[], string[], string[], boolean][] = [
  [1, 'InMainboard', ['Card 1'], ['Card 1', 'Card 2'], [], true],
  [2, 'InSideboard', ['Card 1'], [], ['Card 1', 'Card 2'], true],
  [3, 'InMainOrSideboard', ['Card 1'], ['Card 1', 'Card 2'], [], true],
  [4, 'InMainOrSideboard', ['Card 1'], [], ['Card 1', 'Card 2'], true],
  [5, 'OneOrMoreInMainboard', ['Card 1', 'Card 2'], ['Card 1', 'Card 3'], [], true],
  [6, 'OneOrMoreInMainboard', ['Card 1', 'Card 2'], ['Card 2', 'Card 3'], [], true],
  [7, 'OneOrMoreInSideboard', ['Card 1', 'Card 2'], [], ['Card 1', 'Card 3'], true],
  [8, 'OneOrMoreInSideboard', ['Card 1', 'Card 2'], [], ['Card 2', 'Card 3'], true],
  [9, 'OneOrMoreInMainOrSideboard', ['Card 1', 'Card 2'], ['Card 1', 'Card 3'], [], true],
  [10, 'OneOrMoreInMainOrSideboard', ['Card 1', 'Card 2'], [], ['Card 2', 'Card 3'], true],
  [11, 'TwoOrMoreInMainboard', FOUR, ['Card 1', 'Card 5'], [], false],
  [12, 'TwoOrMoreInMainboard', FOUR, ['Card 1', 'Card 3'], [], true],
  [13, 'TwoOrMoreInMainboard', FOUR, ['Card 2', 'Card 3'], [], true],
  [14, 'TwoOrMoreInSideboard', FOUR, [], ['Card 1', 'Card 5'], false],
  [15, 'TwoOrMoreInSideboard', FOUR, [], ['Card 1', 'Card 3'], true],
  [16, 'TwoOrMoreInSideboard', FOUR, [], ['Card 2', 'Card 3'], true],
  [17, 'TwoOrMoreInMainOrSideboard', FOUR, ['Card 1'], ['Card 5'], false],
  [18, 'TwoOrMoreInMainOrSideboard', FOUR, ['Card 1', 'Card 3'], [], true],
  [19, 'TwoOrMoreInMainOrSideboard', FOUR, [], ['Card 2', 'Card 3'], true],
  [20, 'TwoOrMoreInMainOrSideboard', FOUR, ['Card 1'], ['Card 4'], true],
  [21, 'DoesNotContain', ['Card 1'], ['Card 2', 'Card 3'], [], true],
  [22, 'DoesNotContain', ['Card 1'], ['Card 1', 'Card 3'], [], false],
  [23, 'DoesNotContain', ['Card 1'], [], ['Card 1', 'Card 3'], false],
  [24, 'DoesNotContainMainboard', ['Card 1'], ['Card 2', 'Card 3'], [], true],
  [25, 'DoesNotContainMainboard', ['Card 1'], ['Card 1', 'Card 3'], [], false],
  [26, 'DoesNotContainMainboard', ['Card 1'], [], ['Card 1', 'Card 3'], true],
  [27, 'DoesNotContainSideboard', ['Card 1'], ['Card 2', 'Card 3'], [], true],
  [28, 'DoesNotContainSideboard', ['Card 1'], ['Card 1', 'Card 3'], [], true],
  [29, 'DoesNotContainSideboard', ['Card 1'], [], ['Card 1', 'Card 3'], false],
];

const single = (type: ConditionType, cards: string[]) =>
  definitionSet({ archetypes: [archetype('Test', [cond(type, ...cards)])] });

describe('classifyDeck: each condition type, as the reference engine tests it', () => {
  it.each(CASES)('case %i: %s %j with main %j, side %j matches: %s', (_n, type, cards, main, side, matches) => {
    const result = classifyDeck(deck(main, side), single(type, cards));
    expect(result).toEqual(
      matches
        ? { archetype: 'Test', match: 'rule', colors: 'C' }
        : { archetype: 'Unknown', match: 'unknown', colors: 'C' },
    );
  });
});

describe('classifyDeck: what a condition reads', () => {
  const matches = (type: ConditionType, cards: string[], main: string[], side: string[] = []) =>
    classifyDeck(deck(main, side), single(type, cards)).match === 'rule';

  it('reads only the first card of a single-card condition', () => {
    expect(matches('InMainboard', ['A', 'B'], ['B'])).toBe(false);
    expect(matches('InSideboard', ['A', 'B'], [], ['B'])).toBe(false);
    expect(matches('InMainOrSideboard', ['A', 'B'], ['B'], ['B'])).toBe(false);
    expect(matches('DoesNotContain', ['A', 'B'], ['B'])).toBe(true);
    expect(matches('DoesNotContainMainboard', ['A', 'B'], ['B'])).toBe(true);
    expect(matches('DoesNotContainSideboard', ['A', 'B'], [], ['B'])).toBe(true);
  });

  it('counts one listed card on both boards as two for TwoOrMoreInMainOrSideboard', () => {
    expect(matches('TwoOrMoreInMainOrSideboard', ['A', 'B'], ['A'], ['A'])).toBe(true);
  });

  it('counts entries, not copies, for the two-or-more types', () => {
    const fourCopies = classifyDeck(
      { mainboard: [{ count: 4, name: 'A' }], sideboard: [] },
      single('TwoOrMoreInMainboard', ['A', 'B']),
    );
    expect(fourCopies.match).toBe('unknown');
  });

  it('counts a name listed twice on one board as two entries', () => {
    const twice = {
      mainboard: [
        { count: 2, name: 'A' },
        { count: 2, name: 'A' },
      ],
      sideboard: [],
    };
    expect(classifyDeck(twice, single('TwoOrMoreInMainboard', ['A', 'B'])).match).toBe('rule');
  });

  it('compares names exactly: case and accents count', () => {
    expect(matches('InMainboard', ['Troll of Khazad-dûm'], ['Troll of Khazad-dum'])).toBe(false);
    expect(matches('InMainboard', ['Fire // Ice'], ['fire // ice'])).toBe(false);
    expect(matches('InMainboard', ['Fire // Ice'], ['Fire // Ice'])).toBe(true);
  });

  it('treats a condition without cards as holding', () => {
    expect(matches('InMainboard', [], ['Anything'])).toBe(true);
    expect(matches('TwoOrMoreInMainboard', [], [])).toBe(true);
  });

  it('needs every condition of an archetype', () => {
    const both = definitionSet({
      archetypes: [archetype('Both', [cond('InMainboard', 'A'), cond('InSideboard', 'B')])],
    });
    expect(classifyDeck(deck(['A'], ['B']), both).archetype).toBe('Both');
    expect(classifyDeck(deck(['A'], ['C']), both).archetype).toBe('Unknown');
  });
});
