import { err, ok, type Result } from '../../shared/result.js';
import type { AttributedCardTest, CardTestDraft } from '../entities/card-test.js';
import { mayEditRecord } from '../entities/played-by.js';
import { cardTestNotFound, notYourRecord, type NotYourRecord, type TrackerNotFound } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from '../entities/check-deck-references.js';

export interface UpdateCardTestInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: CardTestDraft;
  /** Set for a team member below captain: only a test they recorded may be edited. */
  readonly onlyPlayedBy?: string;
}
export type UpdateCardTestOutput = AttributedCardTest;

/**
 * PUT of a card test: replaces every editable field (a tester left out stays as it was); a legacy
 * test gets its deck this way.
 */
export class UpdateCardTest {
  constructor(
    private readonly tests: CardTestRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly metaDecks: MetaDeckRepo,
  ) {}

  async execute(input: UpdateCardTestInput): Promise<Result<UpdateCardTestOutput, TrackerNotFound | NotYourRecord>> {
    const current = await this.tests.findOwned(input.ownerId, input.id);
    if (!current) return err(cardTestNotFound());
    if (!mayEditRecord(current, input.onlyPlayedBy)) return err(notYourRecord());
    const missing = await checkDeckReferences(this.decks, this.metaDecks, input.ownerId, input.fields);
    if (missing) return err(missing);
    const fields = { ...input.fields, tester: input.fields.tester ?? current.tester };
    const updated = await this.tests.update(input.ownerId, input.id, fields);
    return updated ? ok(updated) : err(cardTestNotFound());
  }
}
