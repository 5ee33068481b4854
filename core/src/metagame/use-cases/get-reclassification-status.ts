import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { noReclassification, type MetagameNotFound } from '../archetype-errors.js';
import {
  interruptedRunMessage,
  reclassificationInterrupted,
  type Reclassification,
} from '../entities/reclassification.js';
import type { ReclassificationRepo } from '../ports/reclassification-repo.js';

export interface GetReclassificationStatusInput {
  readonly format: string;
}
export type GetReclassificationStatusOutput = Reclassification;

/**
 * The format's newest reclassification run, running or finished. A `running` run whose process is
 * gone (killed: it no longer runs, or it saved no progress for a lease's length) reads as failed,
 * saying so: nobody will finish it, and importing the definitions again starts a run that will.
 */
export class GetReclassificationStatus {
  constructor(
    private readonly runs: ReclassificationRepo,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: GetReclassificationStatusInput,
  ): Promise<Result<GetReclassificationStatusOutput, MetagameNotFound>> {
    const run = await this.runs.latest(input.format);
    if (!run) return err(noReclassification(input.format));
    if (run.state !== 'running') return ok(run);
    const holder = await this.runs.holderOf(run.id);
    if (!holder || !reclassificationInterrupted(holder, this.clock.now())) return ok(run);
    return ok({ ...run, state: 'failed', message: interruptedRunMessage(holder) });
  }
}
