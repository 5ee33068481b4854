import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { closedLoopbackPort, silentLoopbackServer } from '../support/loopback-ports.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { codeOf, FRONTEND, linkOf, mentionsCode, STRONG_PASSWORD } from './signup-helpers.js';

const count = async (app: TestApp, sql: string, ...params: unknown[]) => {
  const rows = await app.runtime.orm.em.fork().getConnection().execute<{ n: number | string }[]>(sql, params);
  return Number(rows[0]?.n);
};

/**
 * Black-box signup suite: the role and verification the server forces, both settings of email
 * verification, taken emails, the emailed code and link, and the rollback when the email fails:
 * real HTTP, real SMTP on loopback.
 */
export function signupSuite(kind: DatabaseKind): void {
  let sink: SmtpSink;
  let app: TestApp;
  let single: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { env: sink.env({ FRONTEND_BASE_URL: `${FRONTEND}/` }) });
    single = await startTestApp(kind, { env: sink.env({ REQUIRE_EMAIL_VERIFICATION: 'false' }) });
  });
  afterAll(async () => {
    await app?.close();
    await single?.close();
    await sink?.stop();
  });

  const signUp = (target: TestApp, body: Record<string, unknown>) =>
    target.api.POST('/api/v1/auth/signup', { body: body as { email: string; password: string } });

  describe('with verification on', () => {
    it('creates an unverified user, answers verification_required with null tokens and emails a code and a link', async () => {
      const { data, response } = await signUp(app, {
        email: 'New.Player+mtg@Example.com',
        password: STRONG_PASSWORD,
        display_name: 'Newbie',
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        verification_required: true,
        tokens: null,
        user: { email: 'new.player+mtg@example.com', role: 'user', is_verified: false, display_name: 'Newbie' },
      });
      const [mail] = sink.to('new.player+mtg@example.com');
      expect(mail).toBeDefined();
      expect(mail!.from).toBe('no-reply@metagame.test');
      const code = codeOf(mail!);
      expect(mail!.text).toContain(code);
      expect(mail!.html).toContain(code);
      const link = linkOf(mail!);
      expect(`${link.url.origin}${link.url.pathname}`).toBe(`${FRONTEND}/verify-email`);
      expect(link.email).toBe('new.player+mtg@example.com');
      expect(link.url.search).toContain('email=new.player%2Bmtg%40example.com');
      expect(mail!.html).toContain(link.url.search.replaceAll('&', '&amp;'));
      expect(mail!.subject).not.toContain(code);
    });

    it('verifies with the emailed code and logs the user in', async () => {
      await signUp(app, { email: 'verify.me@example.com', password: STRONG_PASSWORD });
      const code = codeOf(sink.to('verify.me@example.com')[0]!);
      const { data, response } = await app.api.POST('/api/v1/auth/signup/verify', {
        body: { email: 'VERIFY.me@example.com', code },
      });
      expect(response.status).toBe(200);
      expect(data?.token_type).toBe('bearer');
      const me = await app.api.GET('/api/v1/auth/me', { headers: { Authorization: `Bearer ${data!.access_token}` } });
      expect(me.data).toMatchObject({ email: 'verify.me@example.com', role: 'user', is_verified: true });
      expect(
        await count(
          app,
          'select count(*) as n from email_verifications v join users u on u.id = v.user_id where u.email = ?',
          'verify.me@example.com',
        ),
      ).toBe(0);
      const again = await app.api.POST('/api/v1/auth/signup/verify', {
        body: { email: 'verify.me@example.com', code },
      });
      expect(again.response.status).toBe(409);
    });

    it('forces role user and refuses unknown fields (role, is_verified, anything) with 422, creating nothing', async () => {
      for (const extra of [
        { role: 'admin' },
        { is_verified: true },
        { is_active: false },
        { favourite_colour: 'blue' },
      ]) {
        const { response, error } = await signUp(app, {
          email: 'sneaky@example.com',
          password: STRONG_PASSWORD,
          ...extra,
        });
        expect(response.status, JSON.stringify(extra)).toBe(422);
        expect(JSON.stringify(error)).toContain(Object.keys(extra)[0]);
      }
      expect(await count(app, 'select count(*) as n from users where email = ?', 'sneaky@example.com')).toBe(0);
    });

    it('refuses a weak password, a bad email and a missing field with 422', async () => {
      for (const body of [
        { email: 'weak@example.com', password: 'short1!A' },
        { email: 'weak@example.com', password: 'alllowercase-123' },
        { email: 'not-an-email', password: STRONG_PASSWORD },
        { password: STRONG_PASSWORD },
      ]) {
        expect((await signUp(app, body)).response.status, JSON.stringify(body)).toBe(422);
      }
    });

    it('answers 409 for an email already in use, whatever its case', async () => {
      await app.seedUser({ email: 'taken@example.com' });
      const { response, error } = await signUp(app, { email: 'Taken@Example.com', password: STRONG_PASSWORD });
      expect(response.status).toBe(409);
      expect(error).toEqual({ detail: 'Email already registered.', code: 'EMAIL_TAKEN' });
    });

    it('answers 502 and keeps nothing when the relay refuses the recipient; signing up again works once mail does', async () => {
      sink.rejected.add('bounced@example.com');
      const recordsBefore = await count(app, 'select count(*) as n from email_verifications');
      const failed = await signUp(app, { email: 'bounced@example.com', password: STRONG_PASSWORD });
      expect(failed.response.status).toBe(502);
      expect(failed.error).toHaveProperty('detail');
      expect(await count(app, 'select count(*) as n from users where email = ?', 'bounced@example.com')).toBe(0);
      expect(await count(app, 'select count(*) as n from email_verifications')).toBe(recordsBefore);
      sink.rejected.delete('bounced@example.com');
      const retried = await signUp(app, { email: 'bounced@example.com', password: STRONG_PASSWORD });
      expect(retried.response.status).toBe(201);
      expect(sink.to('bounced@example.com')).toHaveLength(1);
    });

    it('never logs a code', async () => {
      await signUp(app, { email: 'quiet@example.com', password: STRONG_PASSWORD });
      const logs = app.logs.text();
      expect(logs.length).toBeGreaterThan(0);
      for (const mail of sink.messages) expect(mentionsCode(logs, codeOf(mail)), 'code in the logs').toBe(false);
    });
  });

  describe('with the console sender (no SMTP_HOST outside production)', () => {
    it('writes the code and the recipient in one log line, and that code verifies', async () => {
      const dev = await startTestApp(kind, { env: { ENVIRONMENT: 'development' } });
      try {
        await signUp(dev, { email: 'console@example.com', password: STRONG_PASSWORD });
        const lines = dev.logs.lines.filter((l) => l.message.includes('console@example.com'));
        expect(lines).toHaveLength(1);
        const code = /code (\d{6})/.exec(lines[0]!.message)?.[1] ?? '';
        expect(
          (await dev.api.POST('/api/v1/auth/signup/verify', { body: { email: 'console@example.com', code } })).response
            .status,
        ).toBe(200);
        expect(dev.logs.lines.filter((l) => mentionsCode(JSON.stringify(l), code))).toEqual(lines);
      } finally {
        await dev.close();
      }
    });
  });

  describe('with a relay that is down or silent', () => {
    // A port nobody listens on, and a server that accepts the connection but never greets.
    let closedPort: number;
    let silent: Awaited<ReturnType<typeof silentLoopbackServer>>;
    beforeAll(async () => {
      closedPort = await closedLoopbackPort();
      silent = await silentLoopbackServer();
    });
    afterAll(() => silent?.close());

    it.each([
      ['down', () => closedPort],
      ['silent', () => silent.port],
    ])('answers 502 within the SMTP timeout and keeps nothing when the relay is %s', async (_case, port) => {
      const relay = await startTestApp(kind, {
        env: sink.env({ SMTP_PORT: String(port()), SMTP_TIMEOUT_SECONDS: '1' }),
      });
      try {
        const email = `unsent-${_case}@example.com`;
        const started = Date.now();
        const { response, error } = await signUp(relay, { email, password: STRONG_PASSWORD });
        expect(response.status).toBe(502);
        expect(error).toHaveProperty('detail');
        // 1 s connect/greeting timeout; generous headroom for a loaded machine, far below a hang.
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await count(relay, 'select count(*) as n from users where email = ?', email)).toBe(0);
        expect(await count(relay, 'select count(*) as n from email_verifications')).toBe(0);
      } finally {
        await relay.close();
      }
    });
  });

  describe('with an authenticating relay', () => {
    it('never logs SMTP_PASSWORD, whether the relay accepts it or not', async () => {
      const relay = await SmtpSink.start({ auth: { user: 'no-reply@metagame.test', pass: 'Relay-Pa55-right' } });
      const good = await startTestApp(kind, {
        env: relay.env({ SMTP_USERNAME: 'no-reply@metagame.test', SMTP_PASSWORD: 'Relay-Pa55-right' }),
      });
      const bad = await startTestApp(kind, {
        env: relay.env({ SMTP_USERNAME: 'no-reply@metagame.test', SMTP_PASSWORD: 'Relay-Pa55-wrong' }),
      });
      try {
        expect((await signUp(good, { email: 'authed@example.com', password: STRONG_PASSWORD })).response.status).toBe(
          201,
        );
        expect(relay.to('authed@example.com')[0]).toMatchObject({
          authUser: 'no-reply@metagame.test',
          from: 'no-reply@metagame.test',
        });
        expect((await signUp(bad, { email: 'refused@example.com', password: STRONG_PASSWORD })).response.status).toBe(
          502,
        );
        expect(bad.logs.text()).toContain('EAUTH');
        for (const logs of [good.logs.text(), bad.logs.text()]) expect(logs).not.toMatch(/Relay-Pa55/);
      } finally {
        await good.close();
        await bad.close();
        await relay.stop();
      }
    });
  });

  describe('with verification off', () => {
    it('creates a verified user and logs them in at once, with no record and no email', async () => {
      const { data, response } = await signUp(single, { email: 'instant@example.com', password: STRONG_PASSWORD });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        verification_required: false,
        user: { email: 'instant@example.com', role: 'user', is_verified: true },
      });
      expect(data?.tokens?.token_type).toBe('bearer');
      const me = await single.api.GET('/api/v1/auth/me', {
        headers: { Authorization: `Bearer ${data!.tokens!.access_token}` },
      });
      expect(me.response.status).toBe(200);
      expect(sink.to('instant@example.com')).toHaveLength(0);
      expect(await count(single, 'select count(*) as n from email_verifications')).toBe(0);
    });

    it('keeps the same response shape and the same 409 and 422 rules', async () => {
      expect((await signUp(single, { email: 'instant@example.com', password: STRONG_PASSWORD })).response.status).toBe(
        409,
      );
      expect(
        (await signUp(single, { email: 'x@example.com', password: STRONG_PASSWORD, role: 'admin' })).response.status,
      ).toBe(422);
    });
  });
}
