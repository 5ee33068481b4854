import type { ApiToken } from '../entities/api-token.js';
import type { ApiTokenOwner, ApiTokenRepo } from '../ports/api-token-repo.js';

export interface ListApiTokensInput {
  /** The caller's personal tokens, or a team's (ListTeamApiTokens has checked the caller's role). */
  readonly owner: ApiTokenOwner;
}
export type ListApiTokensOutput = readonly ApiToken[];

/** The owner's unrevoked tokens, newest first; the secret is not among what is stored. */
export class ListApiTokens {
  constructor(private readonly tokens: ApiTokenRepo) {}

  async execute(input: ListApiTokensInput): Promise<ListApiTokensOutput> {
    return this.tokens.list(input.owner);
  }
}
