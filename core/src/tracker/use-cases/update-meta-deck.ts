import { err, ok, type Result } from '../../shared/result.js';
import { sourcesAfterWrite, type AskedSources } from '../entities/figure-sources.js';
import type { MetaDeck, MetaDeckFields } from '../entities/meta-deck.js';
import { metaDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';

export interface UpdateMetaDeckInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: MetaDeckFields & AskedSources;
}
export type UpdateMetaDeckOutput = MetaDeck;

/**
 * PUT of a roster deck: replaces every editable field of one of the caller's decks. A presence or
 * top-8 figure sent with a new value becomes the hand's (`manual`) unless the write names its source.
 */
export class UpdateMetaDeck {
  constructor(private readonly decks: MetaDeckRepo) {}

  async execute(input: UpdateMetaDeckInput): Promise<Result<UpdateMetaDeckOutput, TrackerNotFound>> {
    const before = await this.decks.findOwned(input.ownerId, input.id);
    if (!before) return err(metaDeckNotFound());
    const { presenceSource, top8Source, ...fields } = input.fields;
    const sources = sourcesAfterWrite(before, fields, { presenceSource, top8Source });
    const updated = await this.decks.update(input.ownerId, input.id, { ...fields, ...sources });
    return updated ? ok(updated) : err(metaDeckNotFound());
  }
}
