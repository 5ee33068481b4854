import type { CardQuery } from '@metagame/core';
import { typeWordBit } from './type-word-bits.js';

type Term = Exclude<CardQuery, { kind: 'and' | 'or' | 'not' }>;

/** Whether any term of the search, under any and, or and not, passes `test`. */
function someTerm(q: CardQuery, test: (term: Term) => boolean): boolean {
  switch (q.kind) {
    case 'and':
    case 'or':
      return q.operands.some((o) => someTerm(o, test));
    case 'not':
      return someTerm(q.operand, test);
    default:
      return test(q);
  }
}

/** Terms on what differs between printings of a card: its set, rarity and prices. */
export const hasPrintingTerms = (q: CardQuery): boolean =>
  someTerm(q, (t) => t.kind === 'set' || (t.kind === 'number' && t.field !== 'manaValue'));

/** Whether a search reads a full-text index: words of the name, type line or rules text, but a type term on a TYPE_WORD_BITS word. */
export const readsFullText = (q: CardQuery): boolean =>
  someTerm(q, (t) => t.kind === 'words' && (t.field !== 'type' || typeWordBit(t.words) === null));
