import { err, ok, type Result } from '../../shared/result.js';
import { mayEditRecord } from '../entities/played-by.js';
import { cardTestNotFound, notYourRecord, type NotYourRecord, type TrackerNotFound } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';

export interface DeleteCardTestInput {
  readonly ownerId: string;
  readonly id: string;
  /** Set for a team member below captain: only a test they recorded may be deleted. */
  readonly onlyPlayedBy?: string;
}
export type DeleteCardTestOutput = void;

/** Removes one of the workspace's card tests for real. */
export class DeleteCardTest {
  constructor(private readonly tests: CardTestRepo) {}

  async execute(input: DeleteCardTestInput): Promise<Result<DeleteCardTestOutput, TrackerNotFound | NotYourRecord>> {
    if (input.onlyPlayedBy !== undefined) {
      const current = await this.tests.findOwned(input.ownerId, input.id);
      if (!current) return err(cardTestNotFound());
      if (!mayEditRecord(current, input.onlyPlayedBy)) return err(notYourRecord());
    }
    return (await this.tests.delete(input.ownerId, input.id)) ? ok(undefined) : err(cardTestNotFound());
  }
}
