import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { Team } from '../entities/team.js';
import { verificationRequired, type VerificationRequired } from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRepo } from '../ports/team-repo.js';

export interface CreateTeamInput {
  readonly actor: { readonly id: string; readonly isVerified: boolean };
  readonly name: string;
  readonly client?: ClientInfo;
}
export type CreateTeamOutput = Team;

/** A verified user founds a team and becomes its owner. */
export class CreateTeam {
  constructor(
    private readonly teams: TeamRepo,
    private readonly members: TeamMemberRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateTeamInput): Promise<Result<CreateTeamOutput, VerificationRequired>> {
    if (!input.actor.isVerified) return err(verificationRequired());
    const now = this.clock.now();
    const team: Team = { id: this.ids.newId(), name: input.name, createdAt: now };
    await this.uow.run(async () => {
      await this.teams.insert(team);
      await this.members.add({ teamId: team.id, userId: input.actor.id, role: 'owner', joinedAt: now });
      await this.audit.record('team.created', {
        teamId: team.id,
        userId: input.actor.id,
        client: input.client,
        details: { name: team.name },
      });
    });
    return ok(team);
  }
}
