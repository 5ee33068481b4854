import type { ConnectionOptions } from 'node:tls';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** The SMTP_* settings, as plain values (the password is never logged). */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly username?: string | undefined;
  readonly password?: string | undefined;
  readonly useTls: boolean;
  readonly fromAddress: string;
  /** Connect and greeting timeout (default 10 s); an idle socket mid-session gets twice as long. */
  readonly timeoutSeconds?: number;
  /** Extra TLS options, e.g. the CA of a private relay (tests pass their loopback sink's). */
  readonly tls?: ConnectionOptions;
}

/**
 * nodemailer options for the three modes: port 465 is implicit TLS; any other port with TLS on
 * demands STARTTLS (requireTLS: the session fails rather than continue in clear text); TLS off is
 * plain SMTP on any port but 465, for local relays and tests. Timeouts bound how long a signup transaction waits.
 */
export function smtpTransportOptions(settings: SmtpSettings): SMTPTransport.Options {
  const timeoutMs = (settings.timeoutSeconds ?? 10) * 1000;
  const mode =
    settings.port === 465
      ? { secure: true }
      : settings.useTls
        ? { secure: false, requireTLS: true }
        : { secure: false, ignoreTLS: true };
  return {
    host: settings.host,
    port: settings.port,
    ...mode,
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? '' } } : {}),
    ...(settings.tls ? { tls: settings.tls } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 2 * timeoutMs,
    logger: false,
    debug: false,
  };
}
