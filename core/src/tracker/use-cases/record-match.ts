import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { Match, MatchFields } from '../entities/match.js';
import type { TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from '../entities/check-deck-references.js';

export interface RecordMatchInput {
  readonly ownerId: string;
  readonly fields: MatchFields;
}
export type RecordMatchOutput = Match;

/** Logs a match; both decks must be the caller's own (404 otherwise). */
export class RecordMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly metaDecks: MetaDeckRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: RecordMatchInput): Promise<Result<RecordMatchOutput, TrackerNotFound>> {
    const missing = await checkDeckReferences(this.decks, this.metaDecks, input.ownerId, input.fields);
    if (missing) return err(missing);
    const match: Match = { ...input.fields, id: this.ids.newId(), ownerId: input.ownerId, createdAt: this.clock.now() };
    await this.matches.insert(match);
    return ok(match);
  }
}
