import { ok, type Result } from '../../shared/result.js';
import type { AttributedCardTest } from '../entities/card-test.js';
import { exportLabels, loadRecordNames, type NamedRecordRepos } from '../entities/record-names.js';
import type { DataNotShared } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ExportCardTestsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId?: string | undefined;
}

/** A card test with the names of its decks (an id where a name is not unique). */
export interface NamedCardTest {
  readonly test: AttributedCardTest;
  readonly personalDeck: string;
  readonly opponentDeck: string | null;
}

export interface ExportCardTestsOutput {
  readonly rows: AsyncIterable<NamedCardTest>;
}

/** The readable owner's card tests (of one deck when asked), newest first, read lazily; tests without a deck never appear. */
export class ExportCardTests {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly tests: CardTestRepo,
    private readonly records: NamedRecordRepos,
  ) {}

  async execute(input: ExportCardTestsInput): Promise<Result<ExportCardTestsOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    const names = await loadRecordNames(this.records, owner.value);
    const decks = exportLabels(names.personalDecks);
    const metaDecks = exportLabels(names.metaDecks);
    const tests = this.tests.stream(
      owner.value,
      input.personalDeckId === undefined ? {} : { personalDeckId: input.personalDeckId },
    );
    async function* rows(): AsyncIterable<NamedCardTest> {
      for await (const test of tests) {
        const opponentDeck =
          test.opponentDeckId === null ? null : (metaDecks.get(test.opponentDeckId) ?? test.opponentDeckId);
        yield { test, personalDeck: decks.get(test.personalDeckId) ?? test.personalDeckId, opponentDeck };
      }
    }
    return ok({ rows: rows() });
  }
}
