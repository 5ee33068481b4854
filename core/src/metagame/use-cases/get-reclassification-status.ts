import { err, ok, type Result } from '../../shared/result.js';
import { noReclassification, type MetagameNotFound } from '../archetype-errors.js';
import type { Reclassification } from '../entities/reclassification.js';
import type { ReclassificationRepo } from '../ports/reclassification-repo.js';

export interface GetReclassificationStatusInput {
  readonly format: string;
}
export type GetReclassificationStatusOutput = Reclassification;

/** The format's newest reclassification run, running or finished. */
export class GetReclassificationStatus {
  constructor(private readonly runs: ReclassificationRepo) {}

  async execute(
    input: GetReclassificationStatusInput,
  ): Promise<Result<GetReclassificationStatusOutput, MetagameNotFound>> {
    const run = await this.runs.latest(input.format);
    return run ? ok(run) : err(noReclassification(input.format));
  }
}
