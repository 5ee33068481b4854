import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { SecondFactor } from '../entities/second-factor.js';
import type { ClientInfo } from '../entities/session.js';
import {
  invalidCode,
  totpAlreadyEnabled,
  totpNotEnabled,
  type InvalidCode,
  type TotpAlreadyEnabled,
  type TotpNotEnabled,
} from '../errors.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface ConfirmTotpEnrolmentInput {
  readonly userId: string;
  readonly code: string;
  readonly client?: ClientInfo;
}
export interface ConfirmTotpEnrolmentOutput {
  /** Ten single-use recovery codes, shown this once (only their hashes are stored). */
  readonly recoveryCodes: string[];
}

/** Turns TOTP on with a code from the pending secret, and issues the recovery codes. */
export class ConfirmTotpEnrolment {
  constructor(
    private readonly repo: TotpRepo,
    private readonly factors: SecondFactor,
    private readonly users: UserRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(
    input: ConfirmTotpEnrolmentInput,
  ): Promise<Result<ConfirmTotpEnrolmentOutput, InvalidCode | TotpAlreadyEnabled | TotpNotEnabled>> {
    const factor = await this.repo.find(input.userId);
    if (!factor) return err(totpNotEnabled());
    if (factor.enabledAt) return err(totpAlreadyEnabled());
    const user = await this.users.findById(input.userId);
    return this.uow.run(async () => {
      if ((await this.factors.check(factor, input.code, false)) !== 'totp') return err(invalidCode());
      const recoveryCodes = await this.factors.newRecoveryCodes(input.userId);
      await this.audit.record('totp.enabled', {
        userId: input.userId,
        email: user?.email ?? null,
        client: input.client,
      });
      return ok({ recoveryCodes });
    });
  }
}
