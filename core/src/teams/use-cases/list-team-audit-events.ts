import type { AuditEvent, AuditEventType } from '../../identity/entities/audit-event.js';
import type { AuditLog } from '../../identity/ports/audit-log.js';
import { ok, type Result } from '../../shared/result.js';
import type { TeamGate } from '../entities/team-gate.js';
import type { TeamAccessDenied } from '../errors.js';

export interface ListTeamAuditEventsInput {
  readonly userId: string;
  readonly teamId: string;
  readonly type?: AuditEventType;
  /** Inclusive lower bound. */
  readonly from?: Date;
  /** Exclusive upper bound. */
  readonly to?: Date;
  readonly limit: number;
  readonly offset: number;
}
export interface ListTeamAuditEventsOutput {
  readonly items: readonly AuditEvent[];
  readonly total: number;
}

/** A page of one team's audit events, newest first, for its owner and captains. */
export class ListTeamAuditEvents {
  constructor(
    private readonly gate: TeamGate,
    private readonly log: AuditLog,
  ) {}

  async execute(input: ListTeamAuditEventsInput): Promise<Result<ListTeamAuditEventsOutput, TeamAccessDenied>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    const filter = {
      teamId: input.teamId,
      ...(input.type ? { type: input.type } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.to ? { to: input.to } : {}),
    };
    return ok(await this.log.list(filter, { limit: input.limit, offset: input.offset }));
  }
}
