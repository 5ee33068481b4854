import type { TeamGate } from '../../teams/entities/team-gate.js';
import type { TeamAccessDenied } from '../../teams/errors.js';
import type { ApiTokenNotFound } from '../errors.js';
import type { RevokeApiToken, RevokeApiTokenInput } from './revoke-api-token.js';
import type { Result } from '../../shared/result.js';

/*
 * A team's tokens are the personal use cases behind the team's gate: only a captain or the owner
 * makes, lists or revokes them; an outsider is told the team does not exist (404), a member below
 * captain is refused (403).
 */

/** Revokes one of the team's tokens (captains and the owner). */
export class RevokeTeamApiToken {
  constructor(
    private readonly gate: TeamGate,
    private readonly revoke: RevokeApiToken,
  ) {}

  async execute(
    input: RevokeApiTokenInput & { readonly teamId: string },
  ): Promise<Result<void, ApiTokenNotFound | TeamAccessDenied>> {
    const entry = await this.gate.enter(input.teamId, input.user.id, 'captain');
    return entry.ok ? this.revoke.execute(input) : entry;
  }
}
