import { ok, type Result } from '../../shared/result.js';
import type { AttributedCardTest } from '../entities/card-test.js';
import type { Page, PageRequest } from '../entities/page.js';
import type { DataNotShared } from '../errors.js';
import type { CardTestRepo } from '../ports/card-test-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListCardTestsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckId?: string | undefined;
  readonly page: PageRequest;
}
export type ListCardTestsOutput = Page<AttributedCardTest>;

/**
 * One page of the readable owner's card tests, newest first, of one deck when asked. Tests without
 * a personal deck are never returned, filtered or not.
 */
export class ListCardTests {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly tests: CardTestRepo,
  ) {}

  async execute(input: ListCardTestsInput): Promise<Result<ListCardTestsOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    const filter = input.personalDeckId === undefined ? {} : { personalDeckId: input.personalDeckId };
    return ok(await this.tests.page(owner.value, filter, input.page));
  }
}
