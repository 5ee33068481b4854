import type { Condition } from './definition-set.js';
import type { DeckView } from './deck-view.js';

/**
 * Whether one condition holds for a deck. Card names compare exactly (case and accents count) and
 * copies are never counted. The single-card types read only the first listed card; the "two or more"
 * types count matching entries, so one listed card present on both boards counts twice. A condition
 * with no cards holds.
 */
export function conditionHolds(condition: Condition, deck: DeckView): boolean {
  const { cards } = condition;
  if (cards.length === 0) return true;
  const first = cards[0] as string;
  switch (condition.type) {
    case 'InMainboard':
      return deck.main.has(first);
    case 'InSideboard':
      return deck.side.has(first);
    case 'InMainOrSideboard':
      return deck.main.has(first) || deck.side.has(first);
    case 'OneOrMoreInMainboard':
      return cards.some((card) => deck.main.has(card));
    case 'OneOrMoreInSideboard':
      return cards.some((card) => deck.side.has(card));
    case 'OneOrMoreInMainOrSideboard':
      return cards.some((card) => deck.main.has(card) || deck.side.has(card));
    case 'TwoOrMoreInMainboard':
      return matchingEntries(cards, deck.main) >= 2;
    case 'TwoOrMoreInSideboard':
      return matchingEntries(cards, deck.side) >= 2;
    case 'TwoOrMoreInMainOrSideboard':
      return matchingEntries(cards, deck.main) + matchingEntries(cards, deck.side) >= 2;
    case 'DoesNotContain':
      return !deck.main.has(first) && !deck.side.has(first);
    case 'DoesNotContainMainboard':
      return !deck.main.has(first);
    case 'DoesNotContainSideboard':
      return !deck.side.has(first);
  }
}

/** Entries of the board whose name is listed (the condition's names are distinct). */
function matchingEntries(cards: readonly string[], board: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const name of cards) total += board.get(name) ?? 0;
  return total;
}

export function allConditionsHold(conditions: readonly Condition[], deck: DeckView): boolean {
  for (const condition of conditions) if (!conditionHolds(condition, deck)) return false;
  return true;
}
