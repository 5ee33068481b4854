import { pino, type Logger as PinoLogger, type DestinationStream } from 'pino';

/**
 * Paths pino blanks in every log line, wherever they appear: credentials and secrets must never be
 * written even if a caller passes a whole object by mistake.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'hashedPassword',
  '*.hashedPassword',
  'hashed_password',
  '*.hashed_password',
  'token',
  '*.token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  '*.access_token',
  '*.refresh_token',
  'secret',
  'secretKey',
  'smtpPassword',
  'clientSecret',
  '*.clientSecret',
  'client_secret',
  '*.client_secret',
  'ticket',
  '*.ticket',
  'code',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

export function createLogger(options: { level: string; destination?: DestinationStream }): PinoLogger {
  return pino(
    { level: options.level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'metagame' } },
    options.destination,
  );
}
