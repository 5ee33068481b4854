import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { SecondFactor } from '../entities/second-factor.js';
import type { ClientInfo } from '../entities/session.js';
import { totpAlreadyEnabled, userNotFound, type TotpAlreadyEnabled, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface StartTotpEnrolmentInput {
  readonly userId: string;
  readonly client?: ClientInfo;
}
export interface StartTotpEnrolmentOutput {
  readonly secret: string;
  readonly otpauthUri: string;
}

/** Hands the caller a new TOTP secret (pending until a code confirms it); refused while TOTP is on. */
export class StartTotpEnrolment {
  constructor(
    private readonly users: UserRepo,
    private readonly factors: SecondFactor,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(
    input: StartTotpEnrolmentInput,
  ): Promise<Result<StartTotpEnrolmentOutput, TotpAlreadyEnabled | UserNotFound>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    return this.uow.run(async () => {
      const started = await this.factors.startEnrolment(user);
      if (started === 'already_enabled') return err(totpAlreadyEnabled());
      await this.audit.record('totp.enrolment_started', { userId: user.id, email: user.email, client: input.client });
      return ok(started);
    });
  }
}
