import { err, ok, type Result } from '../../shared/result.js';
import type { MetaDeck, MetaDeckFields } from '../entities/meta-deck.js';
import { metaDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';

export interface UpdateMetaDeckInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: MetaDeckFields;
}
export type UpdateMetaDeckOutput = MetaDeck;

/** PUT of a roster deck: replaces every editable field of one of the caller's decks. */
export class UpdateMetaDeck {
  constructor(private readonly decks: MetaDeckRepo) {}

  async execute(input: UpdateMetaDeckInput): Promise<Result<UpdateMetaDeckOutput, TrackerNotFound>> {
    const updated = await this.decks.update(input.ownerId, input.id, input.fields);
    return updated ? ok(updated) : err(metaDeckNotFound());
  }
}
