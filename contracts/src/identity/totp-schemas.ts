import { z } from 'zod';
import { Text } from '../text.js';
import { PASSWORD_MAX_LENGTH, TokenPair } from './schemas.js';

/** What `/auth/token` answers instead of tokens when a second factor (TOTP, or its enrolment) is due. */
export const SecondFactorChallenge = z
  .object({
    challenge_type: z
      .enum(['totp', 'totp_enrolment'])
      .describe(
        '`totp`: send a code from the app; `totp_enrolment`: an admin must enrol first (TOTP_REQUIRED_FOR_ADMINS): add `secret` to the app and send its code.',
      ),
    challenge_token: z.string().describe('Send it with the code to `/auth/token/totp` within 5 minutes.'),
    expires_at: z.string(),
    secret: z.string().optional().describe('Only for `totp_enrolment`: the new base32 secret.'),
    otpauth_uri: z
      .string()
      .optional()
      .describe('Only for `totp_enrolment`: the same secret as an otpauth:// URI (QR code).'),
  })
  .meta({
    id: 'SecondFactorChallenge',
    description: 'What a login answers instead of tokens when a second factor (TOTP, or its enrolment) is due.',
  });

export const LoginResponse = z
  .union([TokenPair, SecondFactorChallenge])
  .meta({ id: 'LoginResponse', description: 'A token pair, or a second-factor challenge when the account uses TOTP.' });

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const SecondFactorCode = Text(32).trim().min(1);
const TotpCode = z.string().regex(/^[0-9]{6}$/, { error: 'The code is 6 digits.' });

export const SecondFactorRequest = z.strictObject({ challenge_token: Text(128).min(1), code: SecondFactorCode }).meta({
  id: 'SecondFactorRequest',
  description: 'The second step of a login: the challenge token and a TOTP or recovery code.',
  examples: [{ challenge_token: 'mfa_8JqT2vXcL0pRzK4nW9sY', code: '492817' }],
});

export const SecondFactorTokens = TokenPair.extend({
  recovery_codes: z
    .array(z.string())
    .optional()
    .describe('Only when this login turned TOTP on (an enrolment challenge): ten single-use codes, shown once.'),
}).meta({ id: 'SecondFactorTokens', description: 'The token pair of a login completed with its second factor.' });

export const TotpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string() }).meta({
  id: 'TotpEnrolment',
  description: 'A new TOTP secret to add to an authenticator app, confirmed by its first code.',
});
export const TotpStatus = z
  .object({
    enabled: z
      .boolean()
      .describe('A code confirmed the factor, so logins take the second step; a pending enrolment is not on.'),
    recovery_codes_left: z.number().int().describe('Unused recovery codes (0 while off).'),
  })
  .meta({ id: 'TotpStatus', description: 'Whether TOTP is on for the caller, and how many recovery codes are left.' });
export const TotpConfirm = z.strictObject({ code: TotpCode }).meta({
  id: 'TotpConfirm',
  description: 'The first code of the authenticator app, confirming a TOTP enrolment.',
  examples: [{ code: '492817' }],
});
export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) }).meta({
  id: 'RecoveryCodes',
  description: 'Ten single-use recovery codes, shown once: each replaces a TOTP code in one login.',
});
export const TotpDisable = z.strictObject({ password: Text(PASSWORD_MAX_LENGTH).min(1), code: SecondFactorCode }).meta({
  id: 'TotpDisable',
  description: 'Turning TOTP off: the account password and a current TOTP or recovery code.',
  examples: [{ password: 'Correct-horse-7-battery', code: '492817' }],
});
