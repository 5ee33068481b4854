import type { TeamGate } from '../../teams/entities/team-gate.js';
import type { TeamAccessDenied } from '../../teams/errors.js';
import type { ListApiTokens, ListApiTokensOutput } from './list-api-tokens.js';
import type { Result } from '../../shared/result.js';
import { ok } from '../../shared/result.js';

/*
 * A team's tokens are the personal use cases behind the team's gate: only a captain or the owner
 * makes, lists or revokes them; an outsider is told the team does not exist (404), a member below
 * captain is refused (403).
 */

/** The team's unrevoked tokens (captains and the owner). */
export class ListTeamApiTokens {
  constructor(
    private readonly gate: TeamGate,
    private readonly list: ListApiTokens,
  ) {}

  async execute(input: {
    readonly userId: string;
    readonly teamId: string;
  }): Promise<Result<ListApiTokensOutput, TeamAccessDenied>> {
    const entry = await this.gate.enter(input.teamId, input.userId, 'captain');
    return entry.ok ? ok(await this.list.execute({ owner: { teamId: input.teamId } })) : entry;
  }
}
