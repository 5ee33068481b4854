import { err, ok, type Result } from '../../shared/result.js';
import type { MatchFilter } from '../../tracker/entities/match-filter.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { buildMatchupSummary, type MatchupSummaryRow } from '../entities/matchup-summary.js';
import type { MatchStatsRepo } from '../ports/match-stats-repo.js';

export interface GetMatchupSummaryInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly filter: MatchFilter;
}

/**
 * GET /matchup-summary: one row per roster deck faced, archived ones included, over the matches
 * that pass the filter. Counting happens in SQL; rates and intervals in core.
 */
export class GetMatchupSummary {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly stats: MatchStatsRepo,
  ) {}

  async execute(input: GetMatchupSummaryInput): Promise<Result<MatchupSummaryRow[], DataNotShared>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const [{ matches: counts, mulligans }, decks] = await Promise.all([
      this.stats.count(owner.value, input.filter, 'opponent'),
      this.stats.listOpponents(owner.value, { includeArchived: true }),
    ]);
    return ok(buildMatchupSummary(counts, mulligans, decks));
  }
}
