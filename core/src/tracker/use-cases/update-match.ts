import { err, ok, type Result } from '../../shared/result.js';
import type { Match, MatchDraft } from '../entities/match.js';
import { resolveMatch, type MatchReferences } from '../entities/resolve-match.js';
import { matchNotFound, type InvalidMatch, type TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';

export interface UpdateMatchInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: MatchDraft;
}
export type UpdateMatchOutput = Match;

/**
 * PUT of a match: replaces every editable field; the match and every record it names must be the
 * caller's. Without a version, the match keeps its pin while its personal deck stays the same.
 */
export class UpdateMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly references: MatchReferences,
  ) {}

  async execute(input: UpdateMatchInput): Promise<Result<UpdateMatchOutput, TrackerNotFound | InvalidMatch>> {
    const current = await this.matches.findOwned(input.ownerId, input.id);
    if (!current) return err(matchNotFound());
    const fields = await resolveMatch(this.references, input.ownerId, input.fields, current);
    if (!fields.ok) return fields;
    const updated = await this.matches.update(input.ownerId, input.id, fields.value);
    return updated ? ok(updated) : err(matchNotFound());
  }
}
