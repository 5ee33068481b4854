import { ok, type Result } from '../../shared/result.js';
import type { PersonalDeck } from '../entities/personal-deck.js';
import type { DataNotShared } from '../errors.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListPersonalDecksInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly includeArchived: boolean;
}
export type ListPersonalDecksOutput = PersonalDeck[];

/** The readable owner's decks, archived ones only on request (include_archived). */
export class ListPersonalDecks {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
  ) {}

  async execute(input: ListPersonalDecksInput): Promise<Result<ListPersonalDecksOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    return ok(await this.decks.list(owner.value, { includeArchived: input.includeArchived }));
  }
}
