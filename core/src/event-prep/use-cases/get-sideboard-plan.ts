import { err, ok, type Result } from '../../shared/result.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { viewPlan, type SideboardPlanView } from '../entities/plan-view.js';
import { sideboardPlanNotFound, type SideboardPlanNotFound } from '../errors.js';
import type { SideboardPlanRepo } from '../ports/sideboard-plan-repo.js';

export interface GetSideboardPlanInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly id: string;
}

/** One plan of the caller's, or of a user who shares their data: with its post-board 75 and whether it fits the newest version. */
export class GetSideboardPlan {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly plans: SideboardPlanRepo,
    private readonly versions: DecklistVersionRepo,
  ) {}

  async execute(
    input: GetSideboardPlanInput,
  ): Promise<Result<SideboardPlanView, DataNotShared | SideboardPlanNotFound>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const plan = await this.plans.findOwned(owner.value, input.id);
    if (!plan) return err(sideboardPlanNotFound());
    const [own, newest] = await Promise.all([
      this.versions.findOwned(owner.value, plan.decklistVersionId),
      this.versions.findLatest(owner.value, plan.personalDeckId),
    ]);
    // The version's deletion deletes its plans (foreign key), so a plan always has its version.
    if (!own || !newest) return err(sideboardPlanNotFound());
    return ok(viewPlan(plan, own, newest));
  }
}
