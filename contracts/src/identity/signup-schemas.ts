import { z } from 'zod';
import { VERIFICATION_CODE_PATTERN } from '@metagame/core';
import { DisplayName, Email, Password, TokenPair, UserRead } from './schemas.js';

/** Self-registration payload: no role, no is_verified — any other key is a 422. */
export const UserSignup = z
  .strictObject({
    email: Email,
    password: Password,
    display_name: DisplayName.nullable().optional(),
  })
  .meta({
    id: 'UserSignup',
    description: 'A self-service signup: email, password (the password rule applies) and an optional display name.',
    examples: [{ email: 'ana@example.com', password: 'Correct-horse-7-battery', display_name: 'Ana' }],
  });

/** One stable shape whichever way verification is set: clients branch on verification_required. */
export const SignupResponse = z
  .object({
    verification_required: z.boolean().describe('True when a code was emailed and must be verified before logging in.'),
    tokens: TokenPair.nullable().describe('A token pair when verification is off; null while verification is pending.'),
    user: UserRead,
  })
  .meta({ id: 'SignupResponse', description: 'The new account, and tokens unless its email must be verified first.' });

export const VerificationCode = z
  .string()
  .regex(new RegExp(VERIFICATION_CODE_PATTERN), { error: 'The code is 6 digits.' });

export const VerifyEmailRequest = z.strictObject({ email: Email, code: VerificationCode }).meta({
  id: 'VerifyEmailRequest',
  description: 'The 6-digit code emailed at signup, for the address it was sent to.',
  examples: [{ email: 'ana@example.com', code: '048213' }],
});

export const ResendVerificationRequest = z.strictObject({ email: Email }).meta({
  id: 'ResendVerificationRequest',
  description: 'The address to send a new verification code to.',
  examples: [{ email: 'ana@example.com' }],
});

/** The same body in every case, so it does not reveal whether the account exists or was sent a code. */
export const RESEND_ACKNOWLEDGEMENT = 'If the account exists and is awaiting verification, a new code has been sent.';
export const ResendVerificationResponse = z.object({ message: z.literal(RESEND_ACKNOWLEDGEMENT) }).meta({
  id: 'ResendVerificationResponse',
  description: 'The same acknowledgement whether or not a code was sent, so it reveals no account.',
});
