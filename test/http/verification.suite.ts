import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@metagame/hosts';
import type { DatabaseKind } from '../support/databases.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { codeOf, STRONG_PASSWORD, wrongCode } from './signup-helpers.js';

const ACK = { message: 'If the account exists and is awaiting verification, a new code has been sent.' };
let counter = 0;

/** Black-box verify and resend suite: attempts, expiry, cooldown, races, and the same answer to every resend. */
export function verificationSuite(kind: DatabaseKind): void {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { env: sink.env() });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  /** Signs a fresh account up and returns its email and the code it was sent. */
  const pending = async () => {
    const email = `pending-${++counter}@example.com`;
    const { response } = await app.api.POST('/api/v1/auth/signup', { body: { email, password: STRONG_PASSWORD } });
    expect(response.status).toBe(201);
    return { email, code: codeOf(sink.to(email).at(-1)!) };
  };
  const verify = (email: string, code: string) => app.api.POST('/api/v1/auth/signup/verify', { body: { email, code } });
  const resend = async (email: string) => {
    const { data, response } = await app.api.POST('/api/v1/auth/signup/resend', { body: { email } });
    await app.runtime.container.get(TOKENS.BackgroundTasks).idle();
    return { status: response.status, body: data };
  };
  const attemptsOf = async (email: string) => {
    const rows = await app.runtime.orm.em
      .fork()
      .getConnection()
      .execute<{ attempts: number }[]>(
        'select v.attempts from email_verifications v join users u on u.id = v.user_id where u.email = ?',
        [email],
      );
    return Number(rows[0]?.attempts);
  };

  describe('POST /auth/signup/verify', () => {
    /** Regression: a deactivated, still-unverified account verified and received tokens. */
    it('refuses a deactivated, unverified account with 401 Invalid credentials.: no tokens, still unverified, the code kept', async () => {
      const { email, code } = await pending();
      const admin = await app.signedIn('admin');
      const { data: users } = await app.api.GET('/api/v1/users', {
        params: { query: { limit: 200 } },
        headers: admin.auth,
      });
      const id = users!.items.find((u) => u.email === email)!.id;
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id } },
        body: { is_active: false },
        headers: admin.auth,
      });
      const refused = await verify(email, code);
      expect(refused.response.status).toBe(401);
      expect(refused.error).toEqual({ detail: 'Invalid credentials.', code: 'INVALID_CREDENTIALS' });
      expect(
        (await app.api.GET('/api/v1/users/{id}', { params: { path: { id } }, headers: admin.auth })).data,
      ).toMatchObject({ is_verified: false, is_active: false });
      // Reactivated, the same code still works: the refusal changed nothing.
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id } },
        body: { is_active: true },
        headers: admin.auth,
      });
      expect((await verify(email, code)).response.status).toBe(200);
    });

    it('answers 400 for a wrong code and for an unknown email, 422 for a code that is not 6 digits', async () => {
      const { email, code } = await pending();
      const wrong = await verify(email, wrongCode(code));
      expect(wrong.response.status).toBe(400);
      expect(wrong.error).toEqual({ detail: 'Invalid or expired verification code.', code: 'INVALID_CODE' });
      expect((await verify('nobody@example.com', code)).response.status).toBe(400);
      for (const bad of ['12345', '1234567', 'abcdef', ' 12345', '١٢٣٤٥٦'])
        expect((await verify(email, bad)).response.status, bad).toBe(422);
      expect((await verify(email, code)).response.status).toBe(200);
    });

    it('accepts a code until its 15 minutes are over, then answers 400 even for the right code', async () => {
      const early = await pending();
      const late = await pending();
      app.clock.advance({ minutes: 14, seconds: 59 });
      expect((await verify(early.email, early.code)).response.status).toBe(200);
      app.clock.advance({ seconds: 1 });
      expect((await verify(late.email, late.code)).response.status).toBe(400);
    });

    it('answers 429 once the fifth attempt is used, and then even the right code fails until a resend', async () => {
      const { email, code } = await pending();
      for (let i = 1; i <= 4; i += 1)
        expect((await verify(email, wrongCode(code))).response.status, `guess ${i}`).toBe(400);
      const fifth = await verify(email, wrongCode(code));
      expect(fifth.response.status).toBe(429);
      expect((await verify(email, code)).response.status).toBe(429);
      expect(await attemptsOf(email)).toBe(5);
      app.clock.advance({ seconds: 60 });
      expect((await resend(email)).status).toBe(202);
      const fresh = codeOf(sink.to(email).at(-1)!);
      expect(await attemptsOf(email)).toBe(0);
      expect((await verify(email, fresh)).response.status).toBe(200);
    });

    it('lets 20 parallel wrong guesses use exactly 5 attempts, never more', async () => {
      const { email, code } = await pending();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => verify(email, wrongCode(code)).then((r) => r.response.status)),
      );
      expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
      expect(await attemptsOf(email)).toBe(5);
      expect((await verify(email, code)).response.status).toBe(429);
    });

    it('accepts the right code once when it is sent in parallel (single use)', async () => {
      const { email, code } = await pending();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => verify(email, code).then((r) => r.response.status)),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(
        statuses.every((s) => [200, 400, 409, 429].includes(s)),
        String(statuses),
      ).toBe(true);
      expect((await verify(email, code)).response.status).toBe(409);
    });
  });

  describe('POST /auth/signup/resend', () => {
    it('answers the same 202 for a missing, a verified, a cooling-down and a due account', async () => {
      const verified = await app.seedUser({ email: `verified-${++counter}@example.com` });
      const cooling = await pending();
      const due = await pending();
      app.clock.advance({ seconds: 30 });
      const before = sink.messages.length;
      const answers = [await resend('ghost@example.com'), await resend(verified.email), await resend(cooling.email)];
      for (const answer of answers) expect(answer).toEqual({ status: 202, body: ACK });
      expect(sink.messages.length).toBe(before);
      app.clock.advance({ seconds: 30 });
      expect(await resend(due.email)).toEqual({ status: 202, body: ACK });
      expect(sink.messages.length).toBe(before + 1);
      expect(sink.to(due.email)).toHaveLength(2);
    });

    it('replaces the old code: the old one fails, the new one verifies', async () => {
      const { email, code } = await pending();
      app.clock.advance({ seconds: 60 });
      await resend(email);
      const fresh = codeOf(sink.to(email).at(-1)!);
      if (fresh !== code) expect((await verify(email, code)).response.status).toBe(400);
      expect((await verify(email, fresh)).response.status).toBe(200);
    });

    it('starts the cooldown again from the last email', async () => {
      const { email } = await pending();
      app.clock.advance({ seconds: 60 });
      await resend(email);
      app.clock.advance({ seconds: 59 });
      await resend(email);
      expect(sink.to(email)).toHaveLength(2);
      app.clock.advance({ seconds: 1 });
      await resend(email);
      expect(sink.to(email)).toHaveLength(3);
    });

    it('sends a first code to an unverified account that never had one', async () => {
      const user = await app.seedUser({ email: `admin-made-${++counter}@example.com`, isVerified: false });
      expect(await resend(user.email)).toEqual({ status: 202, body: ACK });
      expect((await verify(user.email, codeOf(sink.to(user.email)[0]!))).response.status).toBe(200);
    });

    it('keeps the old code valid when the new email is refused', async () => {
      const { email, code } = await pending();
      app.clock.advance({ seconds: 60 });
      sink.rejected.add(email);
      expect((await resend(email)).status).toBe(202);
      sink.rejected.delete(email);
      expect((await verify(email, code)).response.status).toBe(200);
    });

    it('answers 422 for a body that is not a ResendVerificationRequest', async () => {
      const { response } = await app.api.POST('/api/v1/auth/signup/resend', {
        body: { email: 'a@example.com', extra: 1 } as { email: string },
      });
      expect(response.status).toBe(422);
    });
  });
}
