import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { metaDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';

export interface ArchiveMetaDeckInput {
  readonly ownerId: string;
  readonly id: string;
}
export type ArchiveMetaDeckOutput = void;

/** DELETE of a roster deck archives it; matches and card tests naming it keep their history. */
export class ArchiveMetaDeck {
  constructor(
    private readonly decks: MetaDeckRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: ArchiveMetaDeckInput): Promise<Result<ArchiveMetaDeckOutput, TrackerNotFound>> {
    if (await this.decks.archive(input.ownerId, input.id, this.clock.now())) return ok(undefined);
    return (await this.decks.findOwned(input.ownerId, input.id)) ? ok(undefined) : err(metaDeckNotFound());
  }
}
