import type { Logger, Mailer, VerificationMessage } from '@metagame/core';

/**
 * Development and test sender (spec 6 rule 1): one log line per message with the recipient and the
 * code. The code and link travel in the message text, because the logger redacts any field named
 * `code`; this is the only place a code is ever logged.
 */
export class ConsoleMailer implements Mailer {
  constructor(private readonly logger: Logger) {}

  async sendVerificationCode(message: VerificationMessage): Promise<void> {
    this.logger.info({ mailer: 'console', to: message.to }, `verification email to ${message.to}: code ${message.code} — ${message.link}`);
  }
}
