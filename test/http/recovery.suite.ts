import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@metagame/hosts';
import type { DatabaseKind } from '../support/databases.js';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FRONTEND, mentionsCode, wrongCode } from './signup-helpers.js';

const NEW_PASSWORD = 'Brand-New-Password-77!';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const GENERIC = { message: 'If an active account uses this address, a password reset code has been sent to it.' };

/** The email and code of a reset or email-change link (`/{page}?email=…&code=…`). */
function linkOf(mail: ReceivedMail, page: string): { url: URL; email: string; code: string } {
  const match = new RegExp(`https?://\\S+/${page}\\?\\S+`).exec(mail.text);
  expect(match, `the plain-text part carries the ${page} link`).not.toBeNull();
  const url = new URL(match![0]);
  return { url, email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' };
}

/** Black-box password reset and email change: real HTTP, real SMTP on loopback, both databases. */
export function recoverySuite(kind: DatabaseKind): void {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, {
      env: sink.env({
        FRONTEND_BASE_URL: `${FRONTEND}/`,
        RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1000/3600',
        RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS: '1000/3600',
        VERIFICATION_RESEND_COOLDOWN_SECONDS: '0',
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  const requestReset = (email: string) => app.api.POST('/api/v1/auth/password-reset', { body: { email } });
  const confirmReset = (email: string, code: string, password = NEW_PASSWORD) =>
    app.api.POST('/api/v1/auth/password-reset/confirm', { body: { email, code, new_password: password } });
  /** Requests a reset and waits for its email (the request answers before the email is sent). */
  const resetCode = async (email: string): Promise<string> => {
    const arriving = sink.waitFor(email);
    expect((await requestReset(email)).response.status).toBe(202);
    const { code } = linkOf(await arriving, 'reset-password');
    // The email goes last inside the task's transaction: wait for it to commit.
    await app.runtime.container.get(TOKENS.BackgroundTasks).idle();
    return code;
  };
  const auditTypes = async (token: string) => {
    const { data } = await app.api.GET('/api/v1/auth/audit-events', {
      params: { query: { limit: 200 } },
      headers: bearer(token),
    });
    return data!.items;
  };

  describe('password reset', () => {
    it('emails a code and a /reset-password link; confirming sets the password and ends every token and session', async () => {
      const user = await app.seedUser({ email: 'forgetful@example.com' });
      const first = await app.login(user.email, user.password);
      const second = await app.login(user.email, user.password);
      const arriving = sink.waitFor(user.email);
      const { data, response } = await requestReset('Forgetful@Example.com');
      expect(response.status).toBe(202);
      expect(data).toEqual(GENERIC);
      const mail = await arriving;
      await app.runtime.container.get(TOKENS.BackgroundTasks).idle();
      expect(mail.subject).toMatch(/reset/i);
      const link = linkOf(mail, 'reset-password');
      expect(`${link.url.origin}${link.url.pathname}`).toBe(`${FRONTEND}/reset-password`);
      expect(link.email).toBe('forgetful@example.com');
      expect(link.code).toMatch(/^\d{6}$/);
      expect(mail.html).toContain(link.code);
      expect((await confirmReset(user.email, link.code)).response.status).toBe(204);
      for (const pair of [first, second]) {
        expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(pair.access_token) })).response.status).toBe(
          401,
        );
        expect(
          (await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: pair.refresh_token } })).response.status,
        ).toBe(401);
      }
      await expect(app.login(user.email, user.password)).rejects.toThrow(/401/);
      const fresh = await app.login(user.email, NEW_PASSWORD);
      // Single use: the same code does not work twice.
      expect((await confirmReset(user.email, link.code, 'Another-Password-88!')).response.status).toBe(400);
      const events = await auditTypes(fresh.access_token);
      const types = events.map((e) => e.event_type);
      expect(types).toContain('password_reset.requested');
      expect(types).toContain('password_reset.completed');
      expect(mentionsCode(JSON.stringify(events), link.code)).toBe(false);
    });

    it('answers an unknown and a deactivated address with the same 202 and body, and mails neither', async () => {
      await app.seedUser({ email: 'switched.off@example.com', isActive: false });
      const known = await app.seedUser({ email: 'known.reset@example.com' });
      const answers = [];
      for (const email of ['nobody.here@example.com', 'switched.off@example.com']) {
        const { data, response } = await requestReset(email);
        answers.push({ status: response.status, data, type: response.headers.get('content-type') });
      }
      // A known address last: once its email arrived, the two background tasks before it have run.
      await resetCode(known.email);
      expect(answers).toEqual([
        { status: 202, data: GENERIC, type: expect.stringContaining('application/json') as unknown },
        { status: 202, data: GENERIC, type: expect.stringContaining('application/json') as unknown },
      ]);
      expect(sink.to('nobody.here@example.com')).toHaveLength(0);
      expect(sink.to('switched.off@example.com')).toHaveLength(0);
    });

    it('answers in the same timing class whether or not the account exists: the 202 does not wait for the lookup or the email', async () => {
      // A relay that holds every message 1.5 s: an answer that waited for the email would take that long.
      const slow = await SmtpSink.start({ acceptDelayMs: 1_500 });
      const slowApp = await startTestApp(kind, {
        env: slow.env({ RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1000/3600' }),
      });
      try {
        const user = await slowApp.seedUser({ email: 'timed@example.com' });
        const timed = async (email: string) => {
          const started = performance.now();
          const { response } = await slowApp.api.POST('/api/v1/auth/password-reset', { body: { email } });
          expect(response.status).toBe(202);
          return performance.now() - started;
        };
        const arriving = slow.waitFor(user.email);
        const existing = await timed(user.email);
        const unknown = await timed('timed.nobody@example.com');
        // Both well under the relay's hold: neither answer waited on the lookup or the delivery.
        expect(existing).toBeLessThan(1_200);
        expect(unknown).toBeLessThan(1_200);
        expect(linkOf(await arriving, 'reset-password').code).toMatch(/^\d{6}$/);
      } finally {
        await slowApp.close();
        await slow.stop();
      }
    });

    it('refuses an expired code without using an attempt', async () => {
      const user = await app.seedUser({ email: 'slow.reader@example.com' });
      const code = await resetCode(user.email);
      app.clock.advance({ minutes: 15 });
      try {
        expect((await confirmReset(user.email, code)).response.status).toBe(400);
      } finally {
        app.clock.advance({ minutes: -15 });
      }
      expect((await confirmReset(user.email, code)).response.status).toBe(204);
    });

    it('allows five guesses: the fifth wrong one and every later one (the right code too) answer 429, until a new code', async () => {
      const user = await app.seedUser({ email: 'guesser@example.com' });
      const code = await resetCode(user.email);
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await confirmReset(user.email, wrongCode(code))).response.status);
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const { response, error } = await confirmReset(user.email, code);
      expect(response.status).toBe(429);
      expect(error).toEqual({
        detail: 'Too many verification attempts; request a new code.',
        code: 'TOO_MANY_ATTEMPTS',
      });
      const next = await resetCode(user.email);
      expect((await confirmReset(user.email, next)).response.status).toBe(204);
      const pair = await app.login(user.email, NEW_PASSWORD);
      expect(
        (await auditTypes(pair.access_token)).some(
          (e) => e.event_type === 'password_reset.failed' && e.details['reason'] === 'too_many_attempts',
        ),
      ).toBe(true);
    });

    it('refuses a deactivated account even with a code sent before it was deactivated, and a weak password with 422', async () => {
      const admin = await app.signedIn('admin');
      const user = await app.seedUser({ email: 'later.off@example.com' });
      const code = await resetCode(user.email);
      expect((await confirmReset(user.email, code, 'weakpassword')).response.status).toBe(422);
      expect(
        (
          await app.api.PATCH('/api/v1/users/{id}', {
            params: { path: { id: user.id } },
            body: { is_active: false },
            headers: admin.auth,
          })
        ).response.status,
      ).toBe(200);
      expect((await confirmReset(user.email, code)).response.status).toBe(400);
      expect((await confirmReset('never.registered@example.com', code)).response.status).toBe(400);
    });

    it('keeps a signup verification code and a reset code of one account apart', async () => {
      const user = await app.seedUser({ email: 'two.codes@example.com', isVerified: false });
      const code = await resetCode(user.email);
      expect(
        (await app.api.POST('/api/v1/auth/signup/verify', { body: { email: user.email, code } })).response.status,
      ).toBe(400);
      expect((await confirmReset(user.email, code)).response.status).toBe(204);
    });
  });

  describe('email change', () => {
    const requestChange = (auth: { Authorization: string }, body: { current_password: string; new_email: string }) =>
      app.api.POST('/api/v1/auth/email-change', { body, headers: auth });
    const confirmChange = (auth: { Authorization: string }, code: string) =>
      app.api.POST('/api/v1/auth/email-change/confirm', { body: { code }, headers: auth });

    it('sends a code to the new address and a notice to the old; confirming moves the account and ends the old tokens', async () => {
      const user = await app.signedIn('user', 'mover@example.com');
      const other = await app.login(user.email, user.password);
      const toNew = sink.waitFor('moved@example.com');
      const toOld = sink.waitFor(user.email);
      const { data, response } = await requestChange(user.auth, {
        current_password: user.password,
        new_email: 'Moved@Example.com',
      });
      expect(response.status).toBe(202);
      expect(data).toEqual({ message: 'A confirmation code has been sent to the new address.' });
      const codeMail = await toNew;
      const notice = await toOld;
      const { code } = linkOf(codeMail, 'confirm-email-change');
      expect(notice.text).toContain('moved@example.com');
      expect(mentionsCode(notice.text, code)).toBe(false);
      // Nothing changed yet.
      expect((await app.api.GET('/api/v1/auth/me', { headers: user.auth })).data?.email).toBe('mover@example.com');
      const confirmed = await confirmChange(user.auth, code);
      expect(confirmed.response.status).toBe(200);
      for (const token of [user.auth.Authorization.slice(7), other.access_token]) {
        expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(token) })).response.status).toBe(401);
      }
      expect(
        (await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: other.refresh_token } })).response.status,
      ).toBe(401);
      expect(
        (await app.api.GET('/api/v1/auth/me', { headers: bearer(confirmed.data!.access_token) })).data?.email,
      ).toBe('moved@example.com');
      await expect(app.login('mover@example.com', user.password)).rejects.toThrow(/401/);
      await app.login('moved@example.com', user.password);
      const types = (await auditTypes(confirmed.data!.access_token)).map((e) => e.event_type);
      expect(types).toEqual(expect.arrayContaining(['email_change.requested', 'email_change.completed']));
    });

    it('needs the current password, refuses an address in use (409) and a wrong code (400)', async () => {
      const user = await app.signedIn('user', 'picky@example.com');
      await app.seedUser({ email: 'occupied@example.com' });
      expect(
        (await requestChange(user.auth, { current_password: 'Wrong-Password-1!', new_email: 'free@example.com' }))
          .response.status,
      ).toBe(400);
      expect(
        (await requestChange(user.auth, { current_password: user.password, new_email: 'OCCUPIED@example.com' }))
          .response.status,
      ).toBe(409);
      const arriving = sink.waitFor('free@example.com');
      expect(
        (await requestChange(user.auth, { current_password: user.password, new_email: 'free@example.com' })).response
          .status,
      ).toBe(202);
      const { code } = linkOf(await arriving, 'confirm-email-change');
      expect((await confirmChange(user.auth, wrongCode(code))).response.status).toBe(400);
      app.clock.advance({ minutes: 15 });
      try {
        expect((await confirmChange(user.auth, code)).response.status).toBe(400);
      } finally {
        app.clock.advance({ minutes: -15 });
      }
    });

    it('answers 409 when the new address was registered meanwhile, and the account keeps its email', async () => {
      const user = await app.signedIn('user', 'racer@example.com');
      const arriving = sink.waitFor('contested@example.com');
      await requestChange(user.auth, { current_password: user.password, new_email: 'contested@example.com' });
      const { code } = linkOf(await arriving, 'confirm-email-change');
      await app.seedUser({ email: 'contested@example.com' });
      const { response, error } = await confirmChange(user.auth, code);
      expect(response.status).toBe(409);
      expect(error).toEqual({ detail: 'Email already registered.', code: 'EMAIL_TAKEN' });
      expect((await app.api.GET('/api/v1/auth/me', { headers: user.auth })).data?.email).toBe('racer@example.com');
    });
  });
}
