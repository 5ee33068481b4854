import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import {
  expiryFrom,
  LINK_PAGES,
  verificationLink,
  type CodePurpose,
  type VerificationPolicy,
  type VerificationRecord,
} from './verification-code.js';
import type { User } from './user.js';
import type { CodeGenerator } from '../ports/code-generator.js';
import type { CodeHasher } from '../ports/code-hasher.js';
import type { Mailer } from '../ports/mailer.js';
import type { VerificationRepo } from '../ports/verification-repo.js';

/**
 * Issues a fresh code to a user: stores its hash as the user's only record (attempts reset), then
 * emails it. The email goes last, so a caller running this in a UnitOfWork rolls the record back
 * when the Mailer rejects with MailDeliveryError. The clear code exists only in this call.
 */
export class VerificationSender {
  constructor(
    private readonly verifications: VerificationRepo,
    private readonly codes: CodeGenerator,
    private readonly hasher: CodeHasher,
    private readonly mailer: Mailer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly policy: VerificationPolicy,
  ) {}

  /**
   * 'cooldown' when the user's current record of this purpose was sent after `replaceIfSentBy`
   * (nothing is sent). `purpose` defaults to the signup verification; an email change names the
   * new address, which receives the code (the link carries the account's current email).
   */
  async send(
    user: User,
    replaceIfSentBy: Date,
    purpose: CodePurpose = 'email_verification',
    newEmail?: string,
  ): Promise<'sent' | 'cooldown'> {
    const code = this.codes.newCode();
    const now = this.clock.now();
    const ttlMinutes =
      purpose === 'password_reset'
        ? (this.policy.resetCodeTtlMinutes ?? this.policy.codeTtlMinutes)
        : this.policy.codeTtlMinutes;
    const record: VerificationRecord = {
      id: this.ids.newId(),
      userId: user.id,
      codeHash: this.hasher.hash(code, user.id),
      expiresAt: expiryFrom(now, ttlMinutes),
      attempts: 0,
      lastSentAt: now,
      ...(purpose === 'email_verification' ? {} : { purpose }),
      ...(newEmail === undefined ? {} : { newEmail }),
    };
    if ((await this.verifications.put(record, replaceIfSentBy)) === 'cooldown') return 'cooldown';
    const link = verificationLink(this.policy.frontendBaseUrl, newEmail ?? user.email, code, LINK_PAGES[purpose]);
    await this.mailer.sendVerificationCode({
      to: newEmail ?? user.email,
      code,
      link,
      ...(purpose === 'email_verification' ? {} : { purpose }),
    });
    return 'sent';
  }
}
