import { err, ok, type Result } from '../../shared/result.js';
import { buildArchetypeSummary, type ArchetypeSummaryRow } from '../entities/archetype-summary.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { MatchStatsRepo } from '../ports/match-stats-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';

export interface GetArchetypeSummaryInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
}

/** GET /archetype-summary: per category, over non-archived roster decks only (spec 4.6.5). */
export class GetArchetypeSummary {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly stats: MatchStatsRepo,
  ) {}

  async execute(input: GetArchetypeSummaryInput): Promise<Result<ArchetypeSummaryRow[], DataNotShared>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const [counts, decks] = await Promise.all([
      this.stats.countByMatchup(owner.value),
      this.stats.listOpponents(owner.value, { includeArchived: false }),
    ]);
    return ok(buildArchetypeSummary(counts, decks));
  }
}
