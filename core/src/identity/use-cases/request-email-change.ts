import { err, ok, type Result } from '../../shared/result.js';
import type { Logger } from '../../shared/logger.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { normaliseEmail } from '../entities/email.js';
import type { ClientInfo } from '../entities/session.js';
import type { VerificationSender } from '../entities/verification-sender.js';
import {
  emailNotSent,
  emailTaken,
  userNotFound,
  wrongPassword,
  type EmailNotSent,
  type EmailTaken,
  type UserNotFound,
  type WrongPassword,
} from '../errors.js';
import { MailDeliveryError, type Mailer } from '../ports/mailer.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface RequestEmailChangeInput {
  readonly userId: string;
  readonly currentPassword: string;
  readonly newEmail: string;
  readonly client?: ClientInfo;
}
export type RequestEmailChangeError = WrongPassword | EmailTaken | EmailNotSent | UserNotFound;

/** Always replace the pending change: the caller proved the password, and the route is rate-limited. */
const ALWAYS = new Date('9999-12-31T00:00:00.000Z');

/**
 * The caller asks to move their account to a new address, proving the current password. A code
 * goes to the new address (proving it is theirs) and a notice to the old one (so its owner learns
 * of it); nothing changes until the code is confirmed. A new request replaces a pending one. The
 * record, the audit row and both emails form one unit: a refused email undoes the request.
 */
export class RequestEmailChange {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sender: VerificationSender,
    private readonly mailer: Mailer,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly logger: Logger,
  ) {}

  async execute(input: RequestEmailChangeInput): Promise<Result<void, RequestEmailChangeError>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    if (!(await this.hasher.verify(user.hashedPassword, input.currentPassword))) return err(wrongPassword());
    const newEmail = normaliseEmail(input.newEmail);
    if (newEmail === user.email) return err(emailTaken());
    if (await this.users.findByEmail(newEmail)) return err(emailTaken());
    try {
      return await this.uow.run(async () => {
        await this.sender.send(user, ALWAYS, 'email_change', newEmail);
        await this.audit.record('email_change.requested', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { new_email: newEmail },
        });
        await this.mailer.sendNotice({ to: user.email, kind: 'email_change_requested', newEmail });
        return ok(undefined);
      });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      this.logger.warn({ reason: error.message }, 'email change: an email was not sent');
      return err(emailNotSent('The confirmation email could not be sent; nothing was changed. Try again later.'));
    }
  }
}
