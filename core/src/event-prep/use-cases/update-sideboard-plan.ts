import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { checkPlan, type PlanReferences, type PlanRejection } from '../entities/check-plan.js';
import { viewPlan, type SideboardPlanView } from '../entities/plan-view.js';
import type { SideboardPlanFields } from '../entities/sideboard-plan.js';
import { sideboardPlanNotFound, type SideboardPlanNotFound } from '../errors.js';
import type { SideboardPlanRepo } from '../ports/sideboard-plan-repo.js';

export interface UpdateSideboardPlanInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: SideboardPlanFields;
}
export type UpdateSideboardPlanOutput = SideboardPlanView;

/** Replaces a plan of the caller's (its deck stays); the new swaps must fit the named version's 75. */
export class UpdateSideboardPlan {
  constructor(
    private readonly plans: SideboardPlanRepo,
    private readonly refs: PlanReferences,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: UpdateSideboardPlanInput,
  ): Promise<Result<UpdateSideboardPlanOutput, PlanRejection | SideboardPlanNotFound>> {
    const existing = await this.plans.findOwned(input.ownerId, input.id);
    if (!existing) return err(sideboardPlanNotFound());
    const version = await checkPlan(this.refs, input.ownerId, existing.personalDeckId, input.fields);
    if (!version.ok) return version;
    const plan = await this.plans.update(input.ownerId, input.id, input.fields, this.clock.now());
    if (!plan) return err(sideboardPlanNotFound());
    const newest = (await this.refs.versions.findLatest(input.ownerId, plan.personalDeckId)) ?? version.value;
    return ok(viewPlan(plan, version.value, newest));
  }
}
