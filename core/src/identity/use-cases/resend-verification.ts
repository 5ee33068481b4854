import type { Clock } from '../../shared/clock.js';
import type { Logger } from '../../shared/logger.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { normaliseEmail } from '../entities/email.js';
import { resendAllowedIfSentBy } from '../entities/verification-code.js';
import { MailDeliveryError } from '../ports/mailer.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { VerificationSender } from '../entities/verification-sender.js';

export interface ResendVerificationInput {
  readonly email: string;
}
/**
 * What happened; callers facing the public must not reveal it: a missing account, a verified one, a
 * cooldown and a code sent all get the same 202, so the answer cannot tell whether an email is
 * registered.
 */
export interface ResendVerificationOutput {
  readonly outcome: 'sent' | 'cooldown' | 'not_pending' | 'not_sent';
}

/**
 * Sends a new code when the account exists, is unverified and the cooldown since the last email
 * has elapsed; the new record replaces the old one, resetting attempts. The replacement and the
 * email form one unit: when the email is refused the old code stays valid and no cooldown starts.
 */
export class ResendVerification {
  constructor(
    private readonly users: UserRepo,
    private readonly sender: VerificationSender,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly resendCooldownSeconds: number,
  ) {}

  async execute(input: ResendVerificationInput): Promise<ResendVerificationOutput> {
    const user = await this.users.findByEmail(normaliseEmail(input.email));
    if (!user || user.isVerified) return { outcome: 'not_pending' };
    const sentBy = resendAllowedIfSentBy(this.clock.now(), this.resendCooldownSeconds);
    try {
      return { outcome: await this.uow.run(() => this.sender.send(user, sentBy)) };
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      this.logger.warn({ reason: error.message }, 'verification resend failed: the email was not sent');
      return { outcome: 'not_sent' };
    }
  }
}
