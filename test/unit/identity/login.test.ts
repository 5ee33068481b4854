import { describe, expect, it } from 'vitest';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { isSecondFactorChallenge } from '@metagame/core';
import { aUser } from '../../fakes/user-builder.js';

const PASSWORD = 'Correct-Horse-9';

async function setup() {
  const f = identityFakes();
  const user = aUser()
    .withEmail('ann@example.com')
    .withHash(await f.hasher.hash(PASSWORD))
    .build();
  await f.users.insert(user);
  return { ...f, user, login: f.login };
}

describe('Login', () => {
  it('issues an access and a refresh token carrying the user claims', async () => {
    const { login, signer, user } = await setup();
    const result = await login.execute({ email: 'ann@example.com', password: PASSWORD });
    expect(result.ok).toBe(true);
    if (!result.ok || isSecondFactorChallenge(result.value)) throw new Error('expected tokens');
    expect(result.value.tokenType).toBe('bearer');
    expect(signer.verify(result.value.accessToken)).toMatchObject({
      sub: user.id,
      role: 'user',
      email: user.email,
      tkv: 0,
      type: 'access',
    });
    expect(signer.verify(result.value.refreshToken)).toMatchObject({ type: 'refresh' });
  });

  it('matches the email case-insensitively', async () => {
    const { login } = await setup();
    expect((await login.execute({ email: '  ANN@Example.COM ', password: PASSWORD })).ok).toBe(true);
  });

  it('sets access expiry to 30 minutes and refresh expiry to 7 days from now', async () => {
    const { login, signer, clock } = await setup();
    const result = await login.execute({ email: 'ann@example.com', password: PASSWORD });
    if (!result.ok || isSecondFactorChallenge(result.value)) throw new Error('login failed');
    const now = clock.now().getTime() / 1000;
    expect(signer.verify(result.value.accessToken)?.exp).toBe(now + 30 * 60);
    expect(signer.verify(result.value.refreshToken)?.exp).toBe(now + 7 * 86_400);
  });

  it.each([
    ['unknown email', 'nobody@example.com', PASSWORD],
    ['wrong password', 'ann@example.com', 'Wrong-Password-1'],
  ])('answers the same Invalid credentials for an %s', async (_case, email, password) => {
    const { login } = await setup();
    const result = await login.execute({ email, password });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' } });
  });

  it('runs a dummy verification for an unknown email so its timing matches', async () => {
    const { login, hasher } = await setup();
    await login.execute({ email: 'nobody@example.com', password: PASSWORD });
    expect(hasher.verifications).toBe(1);
  });

  it('verifies the password before rejecting an inactive account with the same error', async () => {
    const f = identityFakes();
    await f.users.insert(
      aUser()
        .withEmail('off@example.com')
        .withHash(await f.hasher.hash(PASSWORD))
        .inactive()
        .build(),
    );
    const result = await f.login.execute({ email: 'off@example.com', password: PASSWORD });
    expect(f.hasher.verifications).toBe(1);
    expect(result.ok || result.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('treats a malformed stored hash as a failed login', async () => {
    const f = identityFakes();
    await f.users.insert(aUser().withEmail('bad@example.com').withHash('not-a-hash').build());
    const result = await f.login.execute({ email: 'bad@example.com', password: PASSWORD });
    expect(result.ok || result.error.code).toBe('INVALID_CREDENTIALS');
  });
});
