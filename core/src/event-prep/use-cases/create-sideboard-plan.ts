import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { ok, type Result } from '../../shared/result.js';
import { checkPlan, type PlanReferences, type PlanRejection } from '../entities/check-plan.js';
import { viewPlan, type SideboardPlanView } from '../entities/plan-view.js';
import type { SideboardPlan, SideboardPlanFields } from '../entities/sideboard-plan.js';
import type { SideboardPlanRepo } from '../ports/sideboard-plan-repo.js';

export interface CreateSideboardPlanInput {
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly fields: SideboardPlanFields;
}
export type CreateSideboardPlanOutput = SideboardPlanView;

/** Writes a plan for one of the caller's decklist versions and roster decks, once it fits the version's 75. */
export class CreateSideboardPlan {
  constructor(
    private readonly plans: SideboardPlanRepo,
    private readonly refs: PlanReferences,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateSideboardPlanInput): Promise<Result<CreateSideboardPlanOutput, PlanRejection>> {
    const version = await checkPlan(this.refs, input.ownerId, input.personalDeckId, input.fields);
    if (!version.ok) return version;
    const now = this.clock.now();
    const plan: SideboardPlan = {
      ...input.fields,
      id: this.ids.newId(),
      ownerId: input.ownerId,
      personalDeckId: input.personalDeckId,
      createdAt: now,
      updatedAt: now,
    };
    await this.plans.insert(plan);
    const newest = (await this.refs.versions.findLatest(input.ownerId, input.personalDeckId)) ?? version.value;
    return ok(viewPlan(plan, version.value, newest));
  }
}
