import { CardNameMatcher, normaliseCardText } from './card-name-matcher.js';
import { parseDecklistRow, splitDecklist } from './decklist-row.js';
import { ratingVerdict, type DecklistRowStatus } from './rating-verdict.js';

export interface DecklistViewItem {
  readonly line: string;
  readonly status: DecklistRowStatus;
}

/** The card-test fields colouring reads; the caller passes only the tests of the viewed deck. */
export interface RatedCard {
  readonly cardName: string;
  readonly rating: number;
}

/**
 * Colours every row of a decklist: the longest tested card name found in the row's card text
 * decides, and the ratings of all tests of that name give the status. Non-card rows are neutral.
 */
export function colourDecklist(content: string, tests: readonly RatedCard[]): DecklistViewItem[] {
  const ratingsByName = new Map<string, number[]>();
  for (const test of tests) {
    const name = normaliseCardText(test.cardName);
    const ratings = ratingsByName.get(name);
    if (ratings) ratings.push(test.rating);
    else ratingsByName.set(name, [test.rating]);
  }
  const matcher = new CardNameMatcher(ratingsByName.keys());
  return splitDecklist(content).map((line) => {
    const row = parseDecklistRow(line);
    if (row.kind !== 'card') return { line, status: 'neutral' };
    const name = matcher.longestMatch(row.cardText);
    return { line, status: name === null ? 'neutral' : ratingVerdict(ratingsByName.get(name) ?? []) };
  });
}
