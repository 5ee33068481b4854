import { bothSides } from '../entities/archetype-pairs.js';
import { matchupMatrix, type MatchupMatrix } from '../entities/matchup-matrix.js';
import { instantsOf, type MetaWindow } from '../entities/meta-window.js';
import type { MetaReadsRepo } from '../ports/meta-reads-repo.js';

export interface GetMatchupMatrixInput {
  readonly window: MetaWindow;
  /** Pairings with fewer matches (draws included) are left out. */
  readonly minMatches: number;
}
export type GetMatchupMatrixOutput = MatchupMatrix;

/** The public matchup matrix of a format and window: symmetric, mirror-free, from round results. */
export class GetMatchupMatrix {
  constructor(private readonly reads: MetaReadsRepo) {}

  async execute(input: GetMatchupMatrixInput): Promise<GetMatchupMatrixOutput> {
    const pairs = await this.reads.pairCounts(instantsOf(input.window));
    return matchupMatrix(bothSides(pairs), input.minMatches);
  }
}
