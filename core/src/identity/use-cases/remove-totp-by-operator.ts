import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { totpNotEnabled, userNotFound, type TotpNotEnabled, type UserNotFound } from '../errors.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface RemoveTotpByOperatorInput {
  readonly userId: string;
}

/**
 * The operator at the server's command line removes a user's second factor (a lost device and no
 * recovery code left): the factor, pending or on, and its recovery codes go. The password still
 * guards the account, and the user can enrol a new device. Audited as `totp.disabled` `via: 'cli'`.
 */
export class RemoveTotpByOperator {
  constructor(
    private readonly users: UserRepo,
    private readonly repo: TotpRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: RemoveTotpByOperatorInput): Promise<Result<void, UserNotFound | TotpNotEnabled>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    if (!(await this.repo.find(user.id))) return err(totpNotEnabled());
    return this.uow.run(async () => {
      await this.repo.delete(user.id);
      await this.audit.record('totp.disabled', { userId: user.id, email: user.email, details: { via: 'cli' } });
      return ok(undefined);
    });
  }
}
