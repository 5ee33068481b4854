import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { DecklistSource, DecklistVersion } from '../entities/decklist-version.js';
import { personalDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { DecklistVersionRepo } from '../ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';

export interface AddDecklistVersionInput {
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly content: string;
  readonly source: DecklistSource;
}
export type AddDecklistVersionOutput = DecklistVersion;

/**
 * Stores a new decklist of one of the caller's decks. The number is assigned by the repository in
 * the transaction of the insert (highest + 1), so concurrent posts get distinct consecutive numbers.
 */
export class AddDecklistVersion {
  constructor(
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: AddDecklistVersionInput): Promise<Result<AddDecklistVersionOutput, TrackerNotFound>> {
    if (!(await this.decks.findOwned(input.ownerId, input.personalDeckId))) return err(personalDeckNotFound());
    const version = await this.versions.appendNext({
      id: this.ids.newId(),
      ownerId: input.ownerId,
      personalDeckId: input.personalDeckId,
      content: input.content,
      source: input.source,
      createdAt: this.clock.now(),
    });
    return ok(version);
  }
}
