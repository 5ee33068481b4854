import { err, ok, type Result } from '../../shared/result.js';
import { decklistVersionNotFound, type TrackerNotFound } from '../errors.js';
import type { DecklistVersionRepo } from '../ports/decklist-version-repo.js';

export interface DeleteDecklistVersionInput {
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly versionId: string;
}
export type DeleteDecklistVersionOutput = void;

/** Removes a version for real. Its number is not reused while a higher version exists. */
export class DeleteDecklistVersion {
  constructor(private readonly versions: DecklistVersionRepo) {}

  async execute(input: DeleteDecklistVersionInput): Promise<Result<DeleteDecklistVersionOutput, TrackerNotFound>> {
    const deleted = await this.versions.delete(input.ownerId, input.personalDeckId, input.versionId);
    return deleted ? ok(undefined) : err(decklistVersionNotFound());
  }
}
