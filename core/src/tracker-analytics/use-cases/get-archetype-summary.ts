import { err, ok, type Result } from '../../shared/result.js';
import type { MatchFilter } from '../../tracker/entities/match-filter.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { buildArchetypeSummary, type ArchetypeSummaryRow } from '../entities/archetype-summary.js';
import type { MatchStatsRepo } from '../ports/match-stats-repo.js';

export interface GetArchetypeSummaryInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly filter: MatchFilter;
}

/** GET /archetype-summary: per category, over non-archived roster decks only, over the matches that pass the filter. */
export class GetArchetypeSummary {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly stats: MatchStatsRepo,
  ) {}

  async execute(input: GetArchetypeSummaryInput): Promise<Result<ArchetypeSummaryRow[], DataNotShared>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const [{ matches: counts, mulligans }, decks] = await Promise.all([
      this.stats.count(owner.value, input.filter, 'opponent'),
      this.stats.listOpponents(owner.value, { includeArchived: false }),
    ]);
    return ok(buildArchetypeSummary(counts, mulligans, decks));
  }
}
