import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { MetaDeck, MetaDeckFields } from '../entities/meta-deck.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';

export interface CreateMetaDeckInput {
  readonly ownerId: string;
  readonly fields: MetaDeckFields;
}
export type CreateMetaDeckOutput = MetaDeck;

/** Adds a deck to the caller's roster of expected opponents. */
export class CreateMetaDeck {
  constructor(
    private readonly decks: MetaDeckRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateMetaDeckInput): Promise<CreateMetaDeckOutput> {
    const deck: MetaDeck = {
      ...input.fields,
      id: this.ids.newId(),
      ownerId: input.ownerId,
      archivedAt: null,
      createdAt: this.clock.now(),
    };
    await this.decks.insert(deck);
    return deck;
  }
}
