import { z } from 'zod';
import { Email, Password, PASSWORD_MAX_LENGTH } from './schemas.js';
import { VerificationCode } from './signup-schemas.js';
import { Text } from '../text.js';

export const PasswordResetRequest = z.strictObject({ email: Email }).meta({
  id: 'PasswordResetRequest',
  description: 'The address to email a password reset code to.',
  examples: [{ email: 'ana@example.com' }],
});

/** The same body whether or not the account exists, is active or was just mailed (no enumeration). */
export const PASSWORD_RESET_ACKNOWLEDGEMENT =
  'If an active account uses this address, a password reset code has been sent to it.';
export const PasswordResetAcknowledgement = z.object({ message: z.literal(PASSWORD_RESET_ACKNOWLEDGEMENT) }).meta({
  id: 'PasswordResetAcknowledgement',
  description: 'The same acknowledgement whether or not a code was sent, so it reveals no account.',
});

export const PasswordResetConfirm = z
  .strictObject({ email: Email, code: VerificationCode, new_password: Password })
  .meta({
    id: 'PasswordResetConfirm',
    description: 'The emailed reset code and the new password (the password rule applies).',
    examples: [{ email: 'ana@example.com', code: '048213', new_password: 'Staple-battery-8-horse' }],
  });

export const EmailChangeRequest = z
  .strictObject({ current_password: Text(PASSWORD_MAX_LENGTH).min(1), new_email: Email })
  .meta({
    id: 'EmailChangeRequest',
    description: 'The current password and the new email address, which gets a confirmation code.',
    examples: [{ current_password: 'Correct-horse-7-battery', new_email: 'ana.new@example.com' }],
  });

export const EMAIL_CHANGE_ACKNOWLEDGEMENT = 'A confirmation code has been sent to the new address.' as const;
export const EmailChangeAcknowledgement = z
  .object({ message: z.literal(EMAIL_CHANGE_ACKNOWLEDGEMENT) })
  .meta({ id: 'EmailChangeAcknowledgement', description: 'Says that a confirmation code went to the new address.' });

export const EmailChangeConfirm = z.strictObject({ code: VerificationCode }).meta({
  id: 'EmailChangeConfirm',
  description: 'The code sent to the new address, which confirms the change.',
  examples: [{ code: '048213' }],
});
