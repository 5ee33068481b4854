import type { Clock } from '../../shared/clock.js';
import type { Logger } from '../../shared/logger.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { normaliseEmail } from '../entities/email.js';
import type { ClientInfo } from '../entities/session.js';
import { resendAllowedIfSentBy } from '../entities/verification-code.js';
import type { VerificationSender } from '../entities/verification-sender.js';
import { MailDeliveryError } from '../ports/mailer.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface RequestPasswordResetInput {
  readonly email: string;
  readonly client?: ClientInfo;
}
/** What happened; the HTTP edge answers the same 202 whatever it is (no account enumeration). */
export interface RequestPasswordResetOutput {
  readonly outcome: 'sent' | 'cooldown' | 'no_account' | 'inactive' | 'not_sent';
}

/**
 * Emails a password-reset code and link to an active account, with the signup code's machinery
 * (VerificationSender: hashed, TTL, attempts, per-account cooldown). The record and the email form
 * one unit: a refused email leaves the previous code and starts no cooldown. A deactivated account
 * gets nothing (an admin turned it off; a reset must not turn it back into a login).
 */
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepo,
    private readonly sender: VerificationSender,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly resendCooldownSeconds: number,
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<RequestPasswordResetOutput> {
    const email = normaliseEmail(input.email);
    const user = await this.users.findByEmail(email);
    if (!user) return { outcome: 'no_account' };
    if (!user.isActive) return { outcome: 'inactive' };
    const sentBy = resendAllowedIfSentBy(this.clock.now(), this.resendCooldownSeconds);
    try {
      const outcome = await this.uow.run(async () => {
        const sent = await this.sender.send(user, sentBy, 'password_reset');
        if (sent === 'sent')
          await this.audit.record('password_reset.requested', {
            userId: user.id,
            email: user.email,
            client: input.client,
          });
        return sent;
      });
      return { outcome };
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      this.logger.warn({ reason: error.message }, 'password reset: the email was not sent');
      return { outcome: 'not_sent' };
    }
  }
}
