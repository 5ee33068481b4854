import { err, ok, type Result } from '../../shared/result.js';
import { colourDecklist, type DecklistViewItem } from '../entities/colour-decklist.js';
import { personalDeckNotFound, type DataNotShared, type TrackerNotFound } from '../../tracker/errors.js';
import type { CardRatingsRepo } from '../ports/card-ratings-repo.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';

export interface GetDecklistViewInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId: string;
}

/**
 * GET /personal-decks/{id}/decklist-view: the newest version's rows, coloured by the owner's card
 * tests of this deck only (legacy tests without a deck never match). Archived decks are viewable. A
 * deck without versions gives an empty list.
 */
export class GetDecklistView {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
    private readonly ratings: CardRatingsRepo,
  ) {}

  async execute(input: GetDecklistViewInput): Promise<Result<DecklistViewItem[], DataNotShared | TrackerNotFound>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const deck = await this.decks.findOwned(owner.value, input.personalDeckId);
    if (!deck) return err(personalDeckNotFound());
    const [latest, tests] = await Promise.all([
      this.versions.findLatest(owner.value, deck.id),
      this.ratings.listForDeck(owner.value, deck.id),
    ]);
    return ok(latest ? colourDecklist(latest.content, tests) : []);
  }
}
