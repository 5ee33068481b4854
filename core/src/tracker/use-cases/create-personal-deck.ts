import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { PersonalDeck } from '../entities/personal-deck.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';

export interface CreatePersonalDeckInput {
  readonly ownerId: string;
  readonly name: string;
}
export type CreatePersonalDeckOutput = PersonalDeck;

/** Adds a deck to the caller's own decks. */
export class CreatePersonalDeck {
  constructor(
    private readonly decks: PersonalDeckRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreatePersonalDeckInput): Promise<CreatePersonalDeckOutput> {
    const deck: PersonalDeck = {
      id: this.ids.newId(),
      ownerId: input.ownerId,
      name: input.name,
      archivedAt: null,
      createdAt: this.clock.now(),
    };
    await this.decks.insert(deck);
    return deck;
  }
}
