import type { ArchetypePair } from './archetype-pairs.js';
import { compareArchetypes } from './archetype-order.js';
import { matchRecord, type MatchRecord } from './match-record.js';

/** One cell: `archetype`'s record against `opponent` (W-L-D, win rate, interval, matches). */
export interface MatrixCell extends MatchRecord {
  readonly archetype: string;
  readonly opponent: string;
}

/**
 * The matchup matrix. Both cells of a pairing are listed, each the other's mirror image (B against
 * A wins what A against B loses, so its win rate is 1 − A's and its interval A's turned over).
 * `archetypes` lists every archetype with a cell, most matches first.
 */
export interface MatchupMatrix {
  readonly archetypes: readonly string[];
  readonly cells: readonly MatrixCell[];
}

/** Pairings with fewer than `minMatches` matches (draws included) are left out, both cells together. */
export function matchupMatrix(pairs: readonly ArchetypePair[], minMatches: number): MatchupMatrix {
  const cells = pairs
    .map((pair): MatrixCell => ({ archetype: pair.archetype, opponent: pair.opponent, ...matchRecord(pair) }))
    .filter((cell) => cell.matches > 0 && cell.matches >= minMatches);
  const played = new Map<string, number>();
  for (const cell of cells) played.set(cell.archetype, (played.get(cell.archetype) ?? 0) + cell.matches);
  const archetypes = [...played.keys()].sort(
    (a, b) => (played.get(b) ?? 0) - (played.get(a) ?? 0) || compareArchetypes(a, b),
  );
  const rank = new Map(archetypes.map((name, i) => [name, i]));
  cells.sort(
    (a, b) =>
      (rank.get(a.archetype) ?? 0) - (rank.get(b.archetype) ?? 0) ||
      (rank.get(a.opponent) ?? 0) - (rank.get(b.opponent) ?? 0),
  );
  return { archetypes, cells };
}
