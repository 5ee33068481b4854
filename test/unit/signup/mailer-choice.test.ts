import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConsoleMailer, createLogger, SmtpMailer, UnconfiguredMailer } from '@metagame/adapters';
import { MailDeliveryError, type Logger } from '@metagame/core';
import { loadConfig, openRuntime, TOKENS } from '@metagame/hosts';
import { CapturingLogger } from '../../support/quiet-logger.js';

const SMTP_SECRET = 'smtp-Secret-never-logged-77';

async function mailerFor(env: Record<string, string>, logger: Logger = new CapturingLogger()) {
  const runtime = await openRuntime(loadConfig({ DATABASE_URL: 'sqlite::memory:', ...env }), { logger });
  try {
    return runtime.container.get(TOKENS.Mailer);
  } finally {
    await runtime.close();
  }
}

describe('the mailer chosen at start-up', () => {
  it('is the console sender when SMTP_HOST is empty outside production', async () => {
    expect(await mailerFor({ ENVIRONMENT: 'development' })).toBeInstanceOf(ConsoleMailer);
    expect(await mailerFor({ ENVIRONMENT: 'test', SMTP_HOST: '' })).toBeInstanceOf(ConsoleMailer);
  });

  it('is SMTP when SMTP_HOST is set, in any environment', async () => {
    expect(await mailerFor({ SMTP_HOST: 'smtp.example.com' })).toBeInstanceOf(SmtpMailer);
  });

  it('never logs codes in production without SMTP: sending fails instead', async () => {
    const env = { ENVIRONMENT: 'production', SECRET_KEY: 'x'.repeat(40), REQUIRE_EMAIL_VERIFICATION: 'false' };
    const mailer = await mailerFor(env);
    expect(mailer).toBeInstanceOf(UnconfiguredMailer);
    await expect(
      mailer.sendVerificationCode({ to: 'a@example.com', code: '123456', link: 'x' }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('warns when the sender address differs from the SMTP user, without logging the password', async () => {
    const logs = new CapturingLogger();
    await mailerFor(
      {
        SMTP_HOST: 'smtp.example.com',
        SMTP_USERNAME: 'relay-user@example.com',
        SMTP_PASSWORD: SMTP_SECRET,
        SMTP_FROM_ADDRESS: 'other@example.com',
      },
      logs,
    );
    expect(logs.lines.some((l) => l.level === 'warn' && l.message.includes('SMTP_FROM_ADDRESS'))).toBe(true);
    expect(logs.text()).not.toContain(SMTP_SECRET);
  });
});

describe('the console sender through the production logger', () => {
  it('writes one line with the recipient and the code, though the logger redacts fields named code', async () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    await new ConsoleMailer(logger).sendVerificationCode({
      to: 'dev@example.com',
      code: '314159',
      link: 'http://localhost:5173/verify-email?email=dev%40example.com&code=314159',
    });
    logger.info({ code: '271828' }, 'something else');
    expect(written).toHaveLength(2);
    const [line, other] = written.map((w) => JSON.parse(w) as Record<string, unknown>);
    expect(line).toMatchObject({ to: 'dev@example.com' });
    expect(String(line!.msg)).toContain('314159');
    expect(String(line!.msg)).toContain('dev@example.com');
    expect(other!.code).toBe('[redacted]');
  });
});
