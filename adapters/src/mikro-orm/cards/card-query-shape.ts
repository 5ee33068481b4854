import type { CardQuery } from '@metagame/core';

/** Terms on what differs between printings of a card: its set, rarity and prices. */
export function hasPrintingTerms(q: CardQuery): boolean {
  switch (q.kind) {
    case 'and':
    case 'or':
      return q.operands.some(hasPrintingTerms);
    case 'not':
      return hasPrintingTerms(q.operand);
    case 'set':
      return true;
    case 'number':
      return q.field !== 'manaValue';
    default:
      return false;
  }
}

/** Whether a search has a full-text term (name, type or rules text words). */
export function hasWords(q: CardQuery): boolean {
  switch (q.kind) {
    case 'and':
    case 'or':
      return q.operands.some(hasWords);
    case 'not':
      return hasWords(q.operand);
    default:
      return q.kind === 'words';
  }
}
