import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { sourcesAfterWrite, type AskedSources } from '../entities/figure-sources.js';
import type { MetaDeck, MetaDeckFields } from '../entities/meta-deck.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';

export interface CreateMetaDeckInput {
  readonly ownerId: string;
  readonly fields: MetaDeckFields & AskedSources;
}
export type CreateMetaDeckOutput = MetaDeck;

/** Adds a deck to the caller's roster of expected opponents; figures typed above zero are the hand's. */
export class CreateMetaDeck {
  constructor(
    private readonly decks: MetaDeckRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateMetaDeckInput): Promise<CreateMetaDeckOutput> {
    const { presenceSource, top8Source, ...fields } = input.fields;
    const deck: MetaDeck = {
      ...fields,
      ...sourcesAfterWrite(null, fields, { presenceSource, top8Source }),
      id: this.ids.newId(),
      ownerId: input.ownerId,
      archivedAt: null,
      createdAt: this.clock.now(),
    };
    await this.decks.insert(deck);
    return deck;
  }
}
