import { err, ok, type Result } from '../../shared/result.js';
import { buildMatchupSummary, type MatchupSummaryRow } from '../entities/matchup-summary.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { MatchStatsRepo } from '../ports/match-stats-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';

export interface GetMatchupSummaryInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId?: string | undefined;
}

/**
 * GET /matchup-summary: one row per roster deck faced, archived ones included (spec 4.6.5),
 * optionally for one personal deck. Counting happens in SQL; rates and intervals in core.
 */
export class GetMatchupSummary {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly stats: MatchStatsRepo,
  ) {}

  async execute(input: GetMatchupSummaryInput): Promise<Result<MatchupSummaryRow[], DataNotShared>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const [counts, decks] = await Promise.all([
      this.stats.countByMatchup(owner.value, { personalDeckId: input.personalDeckId }),
      this.stats.listOpponents(owner.value, { includeArchived: true }),
    ]);
    return ok(buildMatchupSummary(counts, decks));
  }
}
