import type { TeamGate } from '../../teams/entities/team-gate.js';
import type { TeamAccessDenied } from '../../teams/errors.js';
import type { ApiTokenRefused } from '../errors.js';
import type { CreateApiToken, CreateApiTokenInput, CreateApiTokenOutput } from './create-api-token.js';
import type { Result } from '../../shared/result.js';

/*
 * A team's tokens are the personal use cases behind the team's gate: only a captain or the owner
 * makes, lists or revokes them; an outsider is told the team does not exist (404), a member below
 * captain is refused (403).
 */

/** Makes a token for the team's tracker (captains and the owner). */
export class CreateTeamApiToken {
  constructor(
    private readonly gate: TeamGate,
    private readonly create: CreateApiToken,
  ) {}

  async execute(
    input: CreateApiTokenInput & { readonly teamId: string },
  ): Promise<Result<CreateApiTokenOutput, ApiTokenRefused | TeamAccessDenied>> {
    const entry = await this.gate.enter(input.teamId, input.user.id, 'captain');
    return entry.ok ? this.create.execute(input) : entry;
  }
}
