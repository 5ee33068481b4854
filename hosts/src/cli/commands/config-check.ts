import { ConfigError, loadConfig, type Config } from '../../compose/config.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CONFIG } from '../exit-codes.js';
import { readEnvironment } from '../read-environment.js';
import { report } from '../report.js';

/**
 * `metagame config check`: reads the settings exactly as start-up does (environment over `.env`)
 * and names every problem (exit EX_CONFIG), or prints a short summary. Never a secret's value: the
 * database appears as its kind, SMTP as its host.
 */
export function configCheck(options: { json?: boolean }): void {
  let config: Config;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (options.json) process.stdout.write(`${JSON.stringify({ ok: false, problems: error.problems })}\n`);
    throw new CliFailure(EXIT_CONFIG, `Invalid settings:\n  ${error.problems.join('\n  ')}`);
  }
  const summary = {
    ok: true,
    environment: config.environment,
    database: config.database.kind,
    listen: `${config.http.host}:${config.http.port}`,
    frontend_base_url: config.signup.frontendBaseUrl,
    mail: config.smtp.host ? `smtp via ${config.smtp.host}:${config.smtp.port}` : 'console (no SMTP_HOST)',
    email_verification: config.signup.requireEmailVerification,
    rate_limits: config.rateLimitEnabled,
  };
  report(options.json, summary, () =>
    [
      `Settings are valid (${summary.environment}).`,
      `  database: ${summary.database}`,
      `  listen: ${summary.listen}`,
      `  emailed links: ${summary.frontend_base_url}`,
      `  mail: ${summary.mail}`,
    ].join('\n'),
  );
}
