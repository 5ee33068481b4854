// The embedding example of docs/testing.md, verbatim: another project's test drives the core without HTTP.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isSecondFactorChallenge } from '@metagame/core';
import { createTestKit, type TestKit } from '@metagame/testkit';
import { AuthorizeRequest } from '@metagame/core/identity/use-cases/authorize-request';
import { Login } from '@metagame/core/identity/use-cases/login';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

it('registers a user and logs in without HTTP', async () => {
  const registered = await kit.get(RegisterUser).execute({
    email: 'ann@example.com',
    password: 'Correct-Horse-9!',
    role: 'user',
    isVerified: true,
    isActive: true,
    displayName: 'Ann',
  });
  expect(registered.ok).toBe(true);

  const login = await kit.get(Login).execute({ email: 'ann@example.com', password: 'Correct-Horse-9!' });
  expect(login.ok).toBe(true);

  // Time is yours: tokens expire after 30 minutes of the kit's clock.
  if (!login.ok || isSecondFactorChallenge(login.value)) return;
  kit.clock.advance({ minutes: 31 });
  const me = await kit.get(AuthorizeRequest).execute({ accessToken: login.value.accessToken, requiredRole: 'user' });
  expect(me.ok).toBe(false);
});
