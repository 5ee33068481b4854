import { describe, expect, it } from 'vitest';
import { aUser } from '../../fakes/user-builder.js';
import { signupFakes } from '../../fakes/signup-fixture.js';

async function pending() {
  const f = await signupFakes({ codes: ['111111', '222222', '333333'] });
  const result = await f.signUp.execute({
    email: 'ann@example.com',
    password: 'Sign-Up-Password-42!',
    displayName: null,
  });
  if (!result.ok) throw new Error(result.error.message);
  return { ...f, userId: result.value.user.id };
}

describe('ResendVerification', () => {
  it('sends nothing for a missing or a verified account', async () => {
    const f = await pending();
    await f.users.insert(aUser().withEmail('done@example.com').build());
    expect(await f.resend.execute({ email: 'ghost@example.com' })).toEqual({ outcome: 'not_pending' });
    expect(await f.resend.execute({ email: 'done@example.com' })).toEqual({ outcome: 'not_pending' });
    expect(f.mailer.messages).toHaveLength(1);
  });

  it('sends nothing within 60 seconds of the last email, then replaces the record and resets attempts', async () => {
    const f = await pending();
    await f.verify.execute({ email: 'ann@example.com', code: '999999' });
    f.clock.advance({ seconds: 59 });
    expect(await f.resend.execute({ email: 'ann@example.com' })).toEqual({ outcome: 'cooldown' });
    f.clock.advance({ seconds: 1 });
    expect(await f.resend.execute({ email: 'ann@example.com' })).toEqual({ outcome: 'sent' });
    expect(f.mailer.messages).toHaveLength(2);
    const fresh = f.mailer.codeFor('ann@example.com');
    expect(fresh).not.toBe('111111');
    const record = await f.verifications.findByUserId(f.userId);
    expect(record).toMatchObject({
      attempts: 0,
      codeHash: f.codeHasher.hash(fresh, f.userId),
      lastSentAt: f.clock.now(),
    });
    expect(await f.verify.execute({ email: 'ann@example.com', code: '111111' })).toMatchObject({
      error: { code: 'INVALID_CODE' },
    });
    expect((await f.verify.execute({ email: 'ann@example.com', code: fresh })).ok).toBe(true);
  });

  it('keeps the old record when the email fails, so the old code still works and no cooldown starts', async () => {
    const f = await pending();
    f.clock.advance({ seconds: 60 });
    f.mailer.failing = true;
    expect(await f.resend.execute({ email: 'ann@example.com' })).toEqual({ outcome: 'not_sent' });
    expect((await f.verifications.findByUserId(f.userId))?.codeHash).toBe(f.codeHasher.hash('111111', f.userId));
    f.mailer.failing = false;
    expect(await f.resend.execute({ email: 'ann@example.com' })).toEqual({ outcome: 'sent' });
  });
});
