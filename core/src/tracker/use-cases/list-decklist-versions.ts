import { err, ok, type Result } from '../../shared/result.js';
import type { DecklistVersion } from '../entities/decklist-version.js';
import { personalDeckNotFound, type DataNotShared, type TrackerNotFound } from '../errors.js';
import type { DecklistVersionRepo } from '../ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListDecklistVersionsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId: string;
}
export type ListDecklistVersionsOutput = DecklistVersion[];

/** The versions of one deck of the readable owner, newest first; archived decks keep their history. */
export class ListDecklistVersions {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
  ) {}

  async execute(
    input: ListDecklistVersionsInput,
  ): Promise<Result<ListDecklistVersionsOutput, DataNotShared | TrackerNotFound>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    if (!(await this.decks.findOwned(owner.value, input.personalDeckId))) return err(personalDeckNotFound());
    return ok(await this.versions.listByDeck(owner.value, input.personalDeckId));
  }
}
