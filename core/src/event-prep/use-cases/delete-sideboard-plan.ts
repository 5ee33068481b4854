import { err, ok, type Result } from '../../shared/result.js';
import { sideboardPlanNotFound, type SideboardPlanNotFound } from '../errors.js';
import type { SideboardPlanRepo } from '../ports/sideboard-plan-repo.js';

export interface DeleteSideboardPlanInput {
  readonly ownerId: string;
  readonly id: string;
}

/** Deletes one of the caller's plans; another user's is not found. Matches that used it keep their flags. */
export class DeleteSideboardPlan {
  constructor(private readonly plans: SideboardPlanRepo) {}

  async execute(input: DeleteSideboardPlanInput): Promise<Result<void, SideboardPlanNotFound>> {
    return (await this.plans.delete(input.ownerId, input.id)) ? ok(undefined) : err(sideboardPlanNotFound());
  }
}
