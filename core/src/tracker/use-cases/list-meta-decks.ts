import { ok, type Result } from '../../shared/result.js';
import type { MetaDeck } from '../entities/meta-deck.js';
import type { DataNotShared } from '../errors.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListMetaDecksInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly includeArchived: boolean;
}
export type ListMetaDecksOutput = MetaDeck[];

/** The readable owner's roster, archived decks only on request (include_archived). */
export class ListMetaDecks {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly decks: MetaDeckRepo,
  ) {}

  async execute(input: ListMetaDecksInput): Promise<Result<ListMetaDecksOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    return ok(await this.decks.list(owner.value, { includeArchived: input.includeArchived }));
  }
}
