import { err, ok, type Result } from '../../shared/result.js';
import type { MatchFilter } from '../../tracker/entities/match-filter.js';
import { personalDeckNotFound, type DataNotShared, type TrackerNotFound } from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { buildVersionStats, type VersionStats } from '../entities/version-stats.js';
import type { MatchStatsRepo } from '../ports/match-stats-repo.js';

export interface GetVersionStatsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId: string;
  /** Further criteria; the personal deck is always the one asked for. */
  readonly filter: Omit<MatchFilter, 'personalDeckId'>;
}

/**
 * GET /personal-decks/{id}/version-stats: the deck's matches per decklist version played, the
 * unpinned ones, and the lifetime total; the newest version's row is "since the last change".
 * Archived decks keep their statistics.
 */
export class GetVersionStats {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
    private readonly stats: MatchStatsRepo,
  ) {}

  async execute(input: GetVersionStatsInput): Promise<Result<VersionStats, DataNotShared | TrackerNotFound>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    if (!(await this.decks.findOwned(owner.value, input.personalDeckId))) return err(personalDeckNotFound());
    const filter: MatchFilter = { ...input.filter, personalDeckId: input.personalDeckId };
    const [{ matches: counts, mulligans }, labels] = await Promise.all([
      this.stats.count(owner.value, filter, 'version'),
      this.versions.listLabels(owner.value, input.personalDeckId),
    ]);
    return ok(buildVersionStats(counts, mulligans, labels));
  }
}
