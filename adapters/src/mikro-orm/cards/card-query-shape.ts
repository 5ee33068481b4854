import type { CardQuery } from '@metagame/core';

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
export const hasPrintingTerms = (q: CardQuery): boolean => someTerm(q, (t) => t.kind === 'set' || (t.kind === 'number' && t.field !== 'manaValue'));

/** Whether a search has a full-text term (name, type or rules text words). */
export const hasWords = (q: CardQuery): boolean => someTerm(q, (t) => t.kind === 'words');
