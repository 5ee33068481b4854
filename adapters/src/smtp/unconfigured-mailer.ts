import { MailDeliveryError, type Mailer } from '@metagame/core';

/**
 * Production without SMTP_HOST is allowed only while verification is off; then no email
 * is expected, and any that is asked for fails like an unreachable relay instead of being logged.
 */
export class UnconfiguredMailer implements Mailer {
  async sendVerificationCode(): Promise<void> {
    throw new MailDeliveryError('no SMTP relay is configured (SMTP_HOST is empty)');
  }

  async sendNotice(): Promise<void> {
    throw new MailDeliveryError('no SMTP relay is configured (SMTP_HOST is empty)');
  }

  async sendTeamInvitation(): Promise<void> {
    throw new MailDeliveryError('no SMTP relay is configured (SMTP_HOST is empty)');
  }
}
