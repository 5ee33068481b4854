import { describe, expect, it } from 'vitest';
import { signupFakes } from '../../fakes/signup-fixture.js';

async function pending() {
  const f = await signupFakes({ codes: ['111111'] });
  const result = await f.signUp.execute({
    email: 'ann@example.com',
    password: 'Sign-Up-Password-42!',
    displayName: null,
  });
  if (!result.ok) throw new Error(result.error.message);
  return { ...f, userId: result.value.user.id };
}

describe('VerifyEmail', () => {
  it('verifies the account, deletes the record and returns a token pair', async () => {
    const f = await pending();
    const result = await f.verify.execute({ email: 'ANN@example.com', code: '111111' });
    if (!result.ok) throw new Error(result.error.message);
    expect(f.signer.verify(result.value.accessToken)).toMatchObject({ sub: f.userId, type: 'access' });
    expect((await f.users.findById(f.userId))?.isVerified).toBe(true);
    expect(f.verifications.rows.size).toBe(0);
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_VERIFIED' },
    });
  });

  it('answers INVALID_CODE for a wrong code, an unknown email and an account without a record', async () => {
    const f = await pending();
    expect(await f.verify.execute({ email: 'ann@example.com', code: '222222' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
    expect(await f.verify.execute({ email: 'zed@example.com', code: '111111' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
    f.verifications.rows.clear();
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
  });

  it('answers INVALID_CODE once 15 minutes have passed, without counting an attempt', async () => {
    const f = await pending();
    f.clock.advance({ minutes: 15 });
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
    expect((await f.verifications.findByUserId(f.userId))?.attempts).toBe(0);
  });

  it('counts every guess; the fifth wrong one and all after it answer TOO_MANY_ATTEMPTS, even with the right code', async () => {
    const f = await pending();
    const outcomes = [];
    for (const code of ['999999', '999999', '999999', '999999', '999999', '999999', '111111']) {
      const result = await f.verify.execute({ email: 'ann@example.com', code });
      outcomes.push(result.ok ? 'ok' : result.error.code);
    }
    expect(outcomes).toEqual([
      'INVALID_CODE',
      'INVALID_CODE',
      'INVALID_CODE',
      'INVALID_CODE',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect((await f.verifications.findByUserId(f.userId))?.attempts).toBe(5);
  });

  it('accepts the right code on the last allowed attempt', async () => {
    const f = await pending();
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await f.verify.execute({ email: 'ann@example.com', code: '000000' })).ok);
    expect(answers).toEqual([false, false, false, false]);
    expect((await f.verify.execute({ email: 'ann@example.com', code: '111111' })).ok).toBe(true);
  });

  it('does not accept a code hashed for another user', async () => {
    const f = await pending();
    const record = (await f.verifications.findByUserId(f.userId))!;
    f.verifications.rows.set(`${f.userId}/email_verification`, {
      ...record,
      codeHash: f.codeHasher.hash('111111', '00000000-0000-4000-8000-0000000000ff'),
    });
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
  });

  /** Regression: a deactivated, still-unverified account verified and received tokens. */
  it('refuses a deactivated account with INVALID_CREDENTIALS after the code matched, changing nothing', async () => {
    const f = await pending();
    await f.users.update(f.userId, { isActive: false, updatedAt: f.clock.now() });
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' },
    });
    expect((await f.users.findById(f.userId))?.isVerified).toBe(false);
    expect(f.verifications.rows.size).toBe(1);
    expect(f.sessions.rows.size).toBe(0);
  });
});
