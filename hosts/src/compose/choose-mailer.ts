import { ConsoleMailer, SmtpMailer, UnconfiguredMailer } from '@metagame/adapters';
import type { Logger, Mailer } from '@metagame/core';
import type { Config } from './config.js';

/**
 * The verification and notice sender: SMTP when SMTP_HOST is set; otherwise the console sender, outside
 * production only. Production without SMTP_HOST starts only with verification off (config.ts), and
 * then gets a mailer that refuses instead of logging codes.
 */
export function chooseMailer(config: Config, logger: Logger): Mailer {
  const { smtp } = config;
  if (smtp.host) {
    if (smtp.username?.includes('@') && smtp.username.toLowerCase() !== smtp.fromAddress.toLowerCase()) {
      logger.warn(
        { from: smtp.fromAddress },
        'SMTP_FROM_ADDRESS differs from SMTP_USERNAME; relays that require the authenticated sender will refuse mail',
      );
    }
    return new SmtpMailer(
      { ...smtp, host: smtp.host },
      config.signup.codeTtlMinutes,
      config.recovery.resetCodeTtlMinutes,
    );
  }
  if (!config.isProduction) return new ConsoleMailer(logger);
  return new UnconfiguredMailer();
}
