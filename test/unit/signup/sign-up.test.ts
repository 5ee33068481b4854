import { describe, expect, it } from 'vitest';
import { aUser } from '../../fakes/user-builder.js';
import { signupFakes } from '../../fakes/signup-fixture.js';

const PASSWORD = 'Sign-Up-Password-42!';

describe('SignUp', () => {
  it('creates an unverified user with role user, stores only a hash of the code and emails code and link', async () => {
    const f = await signupFakes({ codes: ['012345'] });
    const result = await f.signUp.execute({ email: ' Ann+MTG@Example.com ', password: PASSWORD, displayName: 'Ann' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        verificationRequired: true,
        tokens: null,
        user: { email: 'ann+mtg@example.com', role: 'user', isVerified: false },
      },
    });
    const user = await f.users.findByEmail('ann+mtg@example.com');
    const record = await f.verifications.findByUserId(user!.id);
    expect(record).toMatchObject({
      attempts: 0,
      codeHash: f.codeHasher.hash('012345', user!.id),
      lastSentAt: f.clock.now(),
    });
    expect(record!.expiresAt.getTime() - f.clock.now().getTime()).toBe(15 * 60_000);
    expect(JSON.stringify(record)).not.toContain('"012345"');
    expect(f.mailer.messages).toEqual([
      {
        to: 'ann+mtg@example.com',
        code: '012345',
        link: 'https://app.example.com/verify-email?email=ann%2Bmtg%40example.com&code=012345',
      },
    ]);
  });

  it('creates a verified user and returns tokens when verification is off, with no record and no email', async () => {
    const f = await signupFakes({ requireEmailVerification: false });
    const result = await f.signUp.execute({ email: 'bo@example.com', password: PASSWORD, displayName: null });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({ verificationRequired: false, user: { isVerified: true, role: 'user' } });
    expect(f.signer.verify(result.value.tokens!.accessToken)).toMatchObject({
      email: 'bo@example.com',
      type: 'access',
    });
    expect(f.verifications.rows.size).toBe(0);
    expect(f.mailer.messages).toHaveLength(0);
  });

  it('rolls the account and the record back and reports EMAIL_NOT_SENT when the mailer fails', async () => {
    const f = await signupFakes();
    f.mailer.failing = true;
    const result = await f.signUp.execute({ email: 'cy@example.com', password: PASSWORD, displayName: null });
    expect(result).toMatchObject({ ok: false, error: { code: 'EMAIL_NOT_SENT' } });
    expect(f.users.rows.size).toBe(0);
    expect(f.verifications.rows.size).toBe(0);
    expect(f.uow.rollbacks).toBe(1);
    f.mailer.failing = false;
    expect((await f.signUp.execute({ email: 'cy@example.com', password: PASSWORD, displayName: null })).ok).toBe(true);
  });

  it('reports EMAIL_TAKEN for a used email in any case, and WEAK_PASSWORD for a weak one', async () => {
    const f = await signupFakes();
    await f.users.insert(aUser().withEmail('dee@example.com').build());
    expect(await f.signUp.execute({ email: 'DEE@example.com', password: PASSWORD, displayName: null })).toMatchObject({
      ok: false,
      error: { code: 'EMAIL_TAKEN' },
    });
    expect(
      await f.signUp.execute({ email: 'new@example.com', password: 'weakpassword', displayName: null }),
    ).toMatchObject({ ok: false, error: { code: 'WEAK_PASSWORD' } });
    expect(f.mailer.messages).toHaveLength(0);
  });

  it('logs why a signup was rolled back, without the code', async () => {
    const f = await signupFakes({ codes: ['654321'] });
    f.mailer.failing = true;
    await f.signUp.execute({ email: 'eve@example.com', password: PASSWORD, displayName: null });
    expect(f.logger.lines.some((l) => l.level === 'warn')).toBe(true);
    expect(f.logger.text()).not.toContain('654321');
  });
});
