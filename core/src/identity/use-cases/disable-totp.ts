import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { SecondFactor } from '../entities/second-factor.js';
import type { ClientInfo } from '../entities/session.js';
import {
  invalidCode,
  totpNotEnabled,
  userNotFound,
  wrongPassword,
  type InvalidCode,
  type TotpNotEnabled,
  type UserNotFound,
  type WrongPassword,
} from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface DisableTotpInput {
  readonly userId: string;
  readonly password: string;
  readonly code: string;
  readonly client?: ClientInfo;
}

/** Turns TOTP off with the password and a current code (or a recovery code); the recovery codes go too. */
export class DisableTotp {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly repo: TotpRepo,
    private readonly factors: SecondFactor,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(
    input: DisableTotpInput,
  ): Promise<Result<void, WrongPassword | InvalidCode | TotpNotEnabled | UserNotFound>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    if (!(await this.hasher.verify(user.hashedPassword, input.password))) return err(wrongPassword());
    const factor = await this.repo.find(user.id);
    if (!factor?.enabledAt) return err(totpNotEnabled());
    const checked = await this.factors.check(factor, input.code, true);
    if (checked !== 'totp' && checked !== 'recovery_code') {
      await this.uow.run(() =>
        this.audit.record('login.second_factor_failed', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { during: 'disable', reason: checked },
        }),
      );
      return err(invalidCode());
    }
    return this.uow.run(async () => {
      await this.repo.delete(user.id);
      if (checked === 'recovery_code')
        await this.audit.record('totp.recovery_code_used', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { during: 'disable' },
        });
      await this.audit.record('totp.disabled', { userId: user.id, email: user.email, client: input.client });
      return ok(undefined);
    });
  }
}
