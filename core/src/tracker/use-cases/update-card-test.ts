import { err, ok, type Result } from '../../shared/result.js';
import type { AttributedCardTest, CardTestFields } from '../entities/card-test.js';
import { cardTestNotFound, type TrackerNotFound } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from '../entities/check-deck-references.js';

export interface UpdateCardTestInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: CardTestFields;
}
export type UpdateCardTestOutput = AttributedCardTest;

/** PUT of a card test: replaces every editable field; a legacy test gets its deck this way. */
export class UpdateCardTest {
  constructor(
    private readonly tests: CardTestRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly metaDecks: MetaDeckRepo,
  ) {}

  async execute(input: UpdateCardTestInput): Promise<Result<UpdateCardTestOutput, TrackerNotFound>> {
    const missing = await checkDeckReferences(this.decks, this.metaDecks, input.ownerId, input.fields);
    if (missing) return err(missing);
    const updated = await this.tests.update(input.ownerId, input.id, input.fields);
    return updated ? ok(updated) : err(cardTestNotFound());
  }
}
