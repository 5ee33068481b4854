import { err, ok, type Result } from '../../shared/result.js';
import { personalDeckNotFound, type DataNotShared, type TrackerNotFound } from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { viewPlan, type SideboardPlanView } from '../entities/plan-view.js';
import type { SideboardPlanRepo } from '../ports/sideboard-plan-repo.js';

export interface ListSideboardPlansInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId: string;
  readonly opponentDeckId?: string | undefined;
}

/**
 * The plans of one deck, every version's (older ones stay), each with its post-board 75 and whether it
 * still fits the deck's newest version and, if not, why.
 */
export class ListSideboardPlans {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
    private readonly plans: SideboardPlanRepo,
  ) {}

  async execute(input: ListSideboardPlansInput): Promise<Result<SideboardPlanView[], DataNotShared | TrackerNotFound>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    if (!(await this.decks.findOwned(owner.value, input.personalDeckId))) return err(personalDeckNotFound());
    const [plans, versions] = await Promise.all([
      this.plans.listByDeck(owner.value, input.personalDeckId, input.opponentDeckId),
      this.versions.listByDeck(owner.value, input.personalDeckId),
    ]);
    const byId = new Map(versions.map((v) => [v.id, v]));
    const newest = versions[0];
    return ok(
      plans.flatMap((plan) => {
        const own = byId.get(plan.decklistVersionId);
        return own && newest ? [viewPlan(plan, own, newest)] : [];
      }),
    );
  }
}
