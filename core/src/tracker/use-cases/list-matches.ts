import { ok, type Result } from '../../shared/result.js';
import type { MatchFilter } from '../entities/match-filter.js';
import type { Match } from '../entities/match.js';
import type { Page, PageRequest } from '../entities/page.js';
import type { DataNotShared } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListMatchesInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly filter: MatchFilter;
  readonly page: PageRequest;
}
export type ListMatchesOutput = Page<Match>;

/** One page of the readable owner's match log that passes the filter, newest date first. */
export class ListMatches {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly matches: MatchRepo,
  ) {}

  async execute(input: ListMatchesInput): Promise<Result<ListMatchesOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    return ok(await this.matches.page(owner.value, input.filter, input.page));
  }
}
