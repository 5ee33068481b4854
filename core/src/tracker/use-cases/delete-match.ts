import { err, ok, type Result } from '../../shared/result.js';
import { mayEditRecord } from '../entities/played-by.js';
import { matchNotFound, notYourRecord, type NotYourRecord, type TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';

export interface DeleteMatchInput {
  readonly ownerId: string;
  readonly id: string;
  /** Set for a team member below captain: only a match they played may be deleted. */
  readonly onlyPlayedBy?: string;
}
export type DeleteMatchOutput = void;

/** Removes one of the workspace's matches for real. */
export class DeleteMatch {
  constructor(private readonly matches: MatchRepo) {}

  async execute(input: DeleteMatchInput): Promise<Result<DeleteMatchOutput, TrackerNotFound | NotYourRecord>> {
    if (input.onlyPlayedBy !== undefined) {
      const current = await this.matches.findOwned(input.ownerId, input.id);
      if (!current) return err(matchNotFound());
      if (!mayEditRecord(current, input.onlyPlayedBy)) return err(notYourRecord());
    }
    return (await this.matches.delete(input.ownerId, input.id)) ? ok(undefined) : err(matchNotFound());
  }
}
