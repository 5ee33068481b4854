import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '@metagame/adapters';
import { MailDeliveryError } from '@metagame/core';
import { SmtpSink } from '../support/smtp-sink.js';
import { mailerContract } from './mailer.contract.js';

const FROM = 'no-reply@metagame.test';
const msg = (to: string) => ({
  to,
  code: '777001',
  link: `https://app.example.com/verify-email?email=${encodeURIComponent(to)}&code=777001`,
});

describe('SmtpMailer over a loopback SMTP server', () =>
  mailerContract(async () => {
    const sink = await SmtpSink.start();
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: sink.port, useTls: false, fromAddress: FROM }, 15);
    return {
      mailer,
      received: async (to) => {
        const mail = sink.to(to).at(-1);
        const link = mail && /https:\/\/\S+/.exec(mail.text)?.[0];
        const code = mail && /code is: (\d{6})/.exec(mail.text)?.[1];
        return link && code ? { code, link } : null;
      },
      invitationText: async (to) => sink.to(to).at(-1)?.text ?? null,
      refuse: (to) => sink.rejected.add(to),
      close: async () => {
        mailer.close();
        await sink.stop();
      },
    };
  }));

describe('SmtpMailer transport security and authentication', () => {
  let plain: SmtpSink;
  let tls: SmtpSink;
  let authed: SmtpSink;
  beforeAll(async () => {
    [plain, tls, authed] = await Promise.all([
      SmtpSink.start(),
      SmtpSink.start({ starttls: true }),
      SmtpSink.start({ auth: { user: FROM, pass: 'relay-secret-Pa55' } }),
    ]);
  });
  afterAll(async () => Promise.all([plain, tls, authed].map((s) => s?.stop())));

  it('upgrades with STARTTLS when TLS is on (port other than 465)', async () => {
    const mailer = new SmtpMailer(
      { host: '127.0.0.1', port: tls.port, useTls: true, fromAddress: FROM, tls: { rejectUnauthorized: false } },
      15,
    );
    await mailer.sendVerificationCode(msg('tls@example.com'));
    expect(tls.to('tls@example.com')[0]?.secure).toBe(true);
  });

  it('refuses to send in clear text when TLS is on but the relay offers no STARTTLS', async () => {
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: plain.port, useTls: true, fromAddress: FROM }, 15);
    await expect(mailer.sendVerificationCode(msg('downgrade@example.com'))).rejects.toBeInstanceOf(MailDeliveryError);
    expect(plain.to('downgrade@example.com')).toHaveLength(0);
  });

  it('authenticates as the sender address and uses it as the envelope sender', async () => {
    const mailer = new SmtpMailer(
      {
        host: '127.0.0.1',
        port: authed.port,
        useTls: false,
        username: FROM,
        password: 'relay-secret-Pa55',
        fromAddress: FROM,
      },
      15,
    );
    await mailer.sendVerificationCode(msg('authed@example.com'));
    const [mail] = authed.to('authed@example.com');
    expect(mail).toMatchObject({ authUser: FROM, from: FROM });
  });

  it('reports a refused login as MailDeliveryError without the password', async () => {
    const mailer = new SmtpMailer(
      {
        host: '127.0.0.1',
        port: authed.port,
        useTls: false,
        username: FROM,
        password: 'wrong-secret-Zz9',
        fromAddress: FROM,
      },
      15,
    );
    const error: unknown = await mailer.sendVerificationCode(msg('denied@example.com')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack })).not.toContain(
      'wrong-secret-Zz9',
    );
  });

  it('reports an unreachable relay as MailDeliveryError', async () => {
    const closed = await SmtpSink.start();
    await closed.stop();
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: closed.port, useTls: false, fromAddress: FROM }, 15);
    await expect(mailer.sendVerificationCode(msg('nowhere@example.com'))).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('sends a plain-text and an HTML part, both with the code and the link', async () => {
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: plain.port, useTls: false, fromAddress: FROM }, 15);
    const link = 'https://app.example.com/verify-email?email=a%2Bb%40example.com&code=777001';
    await mailer.sendVerificationCode({ to: 'a+b@example.com', code: '777001', link });
    const [mail] = plain.to('a+b@example.com');
    expect(mail!.raw).toMatch(/multipart\/alternative/i);
    expect(mail!.text).toContain('777001');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain('777001');
    expect(mail!.html).toContain(link.replaceAll('&', '&amp;'));
  });
});
