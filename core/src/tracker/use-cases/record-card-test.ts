import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { AttributedCardTest, CardTestDraft } from '../entities/card-test.js';
import type { TrackerNotFound } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from '../entities/check-deck-references.js';

export interface RecordCardTestInput {
  readonly ownerId: string;
  /** Who recorded it: the caller. */
  readonly playerId: string;
  /** The tester when the draft names none: the caller's name. */
  readonly defaultTester: string;
  readonly fields: CardTestDraft;
}
export type RecordCardTestOutput = AttributedCardTest;

/** Records feedback on a card; the personal deck (required) and the opponent deck (optional) must be the caller's. */
export class RecordCardTest {
  constructor(
    private readonly tests: CardTestRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly metaDecks: MetaDeckRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: RecordCardTestInput): Promise<Result<RecordCardTestOutput, TrackerNotFound>> {
    const missing = await checkDeckReferences(this.decks, this.metaDecks, input.ownerId, input.fields);
    if (missing) return err(missing);
    const test: AttributedCardTest = {
      ...input.fields,
      tester: input.fields.tester ?? input.defaultTester,
      id: this.ids.newId(),
      ownerId: input.ownerId,
      playerId: input.playerId,
      createdAt: this.clock.now(),
    };
    await this.tests.insert(test);
    return ok(test);
  }
}
