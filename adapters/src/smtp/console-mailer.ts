import type { Logger, Mailer, NoticeMessage, TeamInvitationMessage, VerificationMessage } from '@metagame/core';

/**
 * Development and test sender, used when no SMTP relay is configured: one log line per message with the recipient and the
 * code. The code and link travel in the message text, because the logger redacts any field named
 * `code`; this is the only place a code is ever logged. A team invitation's token is never logged:
 * its line names the team and the role only (invitations need SMTP, a loopback sink in development).
 */
export class ConsoleMailer implements Mailer {
  constructor(private readonly logger: Logger) {}

  async sendVerificationCode(message: VerificationMessage): Promise<void> {
    const kind = (message.purpose ?? 'email_verification').replace('_', ' ');
    this.logger.info(
      { mailer: 'console', to: message.to },
      `${kind === 'email verification' ? 'verification' : kind} email to ${message.to}: code ${message.code} — ${message.link}`,
    );
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    this.logger.info(
      { mailer: 'console', to: message.to },
      `notice to ${message.to}: email change to ${message.newEmail} requested`,
    );
  }

  async sendTeamInvitation(message: TeamInvitationMessage): Promise<void> {
    this.logger.info(
      { mailer: 'console', to: message.to },
      `team invitation to ${message.to}: join ${message.teamName} as ${message.role} (the link is sent by SMTP only)`,
    );
  }
}
