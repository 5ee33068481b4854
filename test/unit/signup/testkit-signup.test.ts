import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '@metagame/testkit';
import { SignUp } from '@metagame/core/identity/use-cases/sign-up';
import { VerifyEmail } from '@metagame/core/identity/use-cases/verify-email';

/** The embedding example of docs/testing.md: sign up and verify through the use cases, reading the code from kit.mailbox. */
describe('createTestKit signup flow', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await createTestKit();
  });
  afterAll(async () => kit?.close());

  it('signs up, reads the code from the mailbox and verifies', async () => {
    const signUp = await kit
      .get(SignUp)
      .execute({ email: 'kit@example.com', password: 'Kit-Password-123!', displayName: null });
    expect(signUp.ok && signUp.value.verificationRequired).toBe(true);

    const code = kit.mailbox.codeFor('kit@example.com');
    const verified = await kit.get(VerifyEmail).execute({ email: 'kit@example.com', code });
    expect(verified.ok).toBe(true);
  });

  it('expires codes with the controllable clock', async () => {
    await kit.get(SignUp).execute({ email: 'late@example.com', password: 'Kit-Password-123!', displayName: null });
    kit.clock.advance({ minutes: 15 });
    const verified = await kit
      .get(VerifyEmail)
      .execute({ email: 'late@example.com', code: kit.mailbox.codeFor('late@example.com') });
    expect(verified).toMatchObject({ ok: false, error: { code: 'INVALID_CODE' } });
  });

  it('signs up in one step when verification is off', async () => {
    const single = await createTestKit({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    try {
      const result = await single
        .get(SignUp)
        .execute({ email: 'now@example.com', password: 'Kit-Password-123!', displayName: null });
      expect(result.ok && result.value.tokens?.tokenType).toBe('bearer');
      expect(single.mailbox.messages).toHaveLength(0);
    } finally {
      await single.close();
    }
  });
});
