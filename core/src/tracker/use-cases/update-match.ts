import { err, ok, type Result } from '../../shared/result.js';
import type { Match, MatchFields } from '../entities/match.js';
import { matchNotFound, type TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from '../entities/check-deck-references.js';

export interface UpdateMatchInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: MatchFields;
}
export type UpdateMatchOutput = Match;

/** PUT of a match: replaces every editable field; the match and both decks must be the caller's. */
export class UpdateMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly metaDecks: MetaDeckRepo,
  ) {}

  async execute(input: UpdateMatchInput): Promise<Result<UpdateMatchOutput, TrackerNotFound>> {
    const missing = await checkDeckReferences(this.decks, this.metaDecks, input.ownerId, input.fields);
    if (missing) return err(missing);
    const updated = await this.matches.update(input.ownerId, input.id, input.fields);
    return updated ? ok(updated) : err(matchNotFound());
  }
}
