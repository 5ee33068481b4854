import { err, ok, type Result } from '../../shared/result.js';
import { cardTestNotFound, type TrackerNotFound } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';

export interface DeleteCardTestInput {
  readonly ownerId: string;
  readonly id: string;
}
export type DeleteCardTestOutput = void;

/** Removes one of the caller's card tests for real. */
export class DeleteCardTest {
  constructor(private readonly tests: CardTestRepo) {}

  async execute(input: DeleteCardTestInput): Promise<Result<DeleteCardTestOutput, TrackerNotFound>> {
    return (await this.tests.delete(input.ownerId, input.id)) ? ok(undefined) : err(cardTestNotFound());
  }
}
