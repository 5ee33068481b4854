import { added, NO_MATCHES, reversed, type MatchTally } from './match-record.js';

/**
 * Matches between decks of two archetypes, counted from the side of `archetype` (the deck listed
 * first in the pairing). A null archetype is a deck not classified yet. Byes are not matches and
 * never reach a count.
 */
export interface PairCount extends MatchTally {
  readonly archetype: string | null;
  readonly opponent: string | null;
}

/** Results of one archetype against one other, from the archetype's side. */
export interface ArchetypePair extends MatchTally {
  readonly archetype: string;
  readonly opponent: string;
}

/**
 * Every pairing from both sides: A against B and B against A, each the other's mirror image. Mirrors
 * (A against A) say nothing about a matchup and are dropped, and so are matches with a deck not
 * classified yet, so an archetype's record is exactly the sum of its row of the matrix.
 */
export function bothSides(counts: readonly PairCount[]): ArchetypePair[] {
  const pairs = new Map<string, Map<string, MatchTally>>();
  const add = (archetype: string, opponent: string, tally: MatchTally) => {
    const row = pairs.get(archetype) ?? new Map<string, MatchTally>();
    row.set(opponent, added(row.get(opponent) ?? NO_MATCHES, tally));
    pairs.set(archetype, row);
  };
  for (const count of counts) {
    if (count.archetype === null || count.opponent === null || count.archetype === count.opponent) continue;
    add(count.archetype, count.opponent, count);
    add(count.opponent, count.archetype, reversed(count));
  }
  return [...pairs].flatMap(([archetype, row]) =>
    [...row].map(([opponent, t]) => ({ archetype, opponent, wins: t.wins, losses: t.losses, draws: t.draws })),
  );
}

/** Each archetype's record over all its pairings (mirrors and unclassified opponents left out). */
export function recordsOf(pairs: readonly ArchetypePair[]): Map<string, MatchTally> {
  const records = new Map<string, MatchTally>();
  for (const pair of pairs) records.set(pair.archetype, added(records.get(pair.archetype) ?? NO_MATCHES, pair));
  return records;
}
