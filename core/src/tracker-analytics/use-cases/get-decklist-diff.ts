import { err, ok, type Result } from '../../shared/result.js';
import type { DecklistVersion } from '../../tracker/entities/decklist-version.js';
import {
  decklistVersionNotFound,
  personalDeckNotFound,
  type DataNotShared,
  type TrackerNotFound,
} from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { diffDecklists, type DecklistChange } from '../entities/decklist-diff.js';

export interface GetDecklistDiffInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId: string;
  readonly fromVersionId: string;
  readonly toVersionId: string;
}

export interface GetDecklistDiffOutput {
  readonly from: DecklistVersion;
  readonly to: DecklistVersion;
  readonly changes: DecklistChange[];
}

/** GET /personal-decks/{id}/versions/diff: what changed between two versions of one of the readable owner's decks. */
export class GetDecklistDiff {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
  ) {}

  async execute(input: GetDecklistDiffInput): Promise<Result<GetDecklistDiffOutput, DataNotShared | TrackerNotFound>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    if (!(await this.decks.findOwned(owner.value, input.personalDeckId))) return err(personalDeckNotFound());
    const [from, to] = await Promise.all([
      this.versions.findOwned(owner.value, input.fromVersionId),
      this.versions.findOwned(owner.value, input.toVersionId),
    ]);
    if (from?.personalDeckId !== input.personalDeckId || to?.personalDeckId !== input.personalDeckId)
      return err(decklistVersionNotFound());
    return ok({ from, to, changes: diffDecklists(from.content, to.content) });
  }
}
