import { err, ok, type Result } from '../../shared/result.js';
import { matchNotFound, type TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';

export interface DeleteMatchInput {
  readonly ownerId: string;
  readonly id: string;
}
export type DeleteMatchOutput = void;

/** Removes one of the caller's matches for real. */
export class DeleteMatch {
  constructor(private readonly matches: MatchRepo) {}

  async execute(input: DeleteMatchInput): Promise<Result<DeleteMatchOutput, TrackerNotFound>> {
    return (await this.matches.delete(input.ownerId, input.id)) ? ok(undefined) : err(matchNotFound());
  }
}
