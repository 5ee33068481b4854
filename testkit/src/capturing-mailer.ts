import {
  MailDeliveryError,
  type Mailer,
  type NoticeMessage,
  type TeamInvitationMessage,
  type VerificationMessage,
} from '@metagame/core';

/**
 * A Mailer that keeps every message in memory, so a test can read the code a user was sent.
 * Set `failing` to make the next sends fail like a refusing relay (signup then answers 502).
 */
export class CapturingMailer implements Mailer {
  readonly messages: VerificationMessage[] = [];
  /** Messages without a code (the old address's notice of an email change). */
  readonly notices: NoticeMessage[] = [];
  /** Team invitations, each with its join link. */
  readonly invitations: TeamInvitationMessage[] = [];
  failing = false;

  async sendVerificationCode(message: VerificationMessage): Promise<void> {
    if (this.failing) throw new MailDeliveryError('CapturingMailer is set to fail');
    this.messages.push(message);
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    if (this.failing) throw new MailDeliveryError('CapturingMailer is set to fail');
    this.notices.push(message);
  }

  async sendTeamInvitation(message: TeamInvitationMessage): Promise<void> {
    if (this.failing) throw new MailDeliveryError('CapturingMailer is set to fail');
    this.invitations.push(message);
  }

  /** The last message sent to `email` (compared case-insensitively), or null. */
  lastTo(email: string): VerificationMessage | null {
    const to = email.trim().toLowerCase();
    return [...this.messages].reverse().find((m) => m.to.toLowerCase() === to) ?? null;
  }

  /** The code of the last message sent to `email`; throws when none was sent. */
  codeFor(email: string): string {
    const message = this.lastTo(email);
    if (!message) throw new Error(`CapturingMailer: no verification email was sent to ${email}`);
    return message.code;
  }

  clear(): void {
    this.messages.length = 0;
    this.notices.length = 0;
    this.invitations.length = 0;
  }
}
