import { z } from 'zod';
import { Email, Password, PASSWORD_MAX_LENGTH } from './schemas.js';
import { VerificationCode } from './signup-schemas.js';
import { Text } from '../text.js';

export const PasswordResetRequest = z.strictObject({ email: Email }).meta({ id: 'PasswordResetRequest' });

/** The same body whether or not the account exists, is active or was just mailed (no enumeration). */
export const PASSWORD_RESET_ACKNOWLEDGEMENT =
  'If an active account uses this address, a password reset code has been sent to it.';
export const PasswordResetAcknowledgement = z
  .object({ message: z.literal(PASSWORD_RESET_ACKNOWLEDGEMENT) })
  .meta({ id: 'PasswordResetAcknowledgement' });

export const PasswordResetConfirm = z
  .strictObject({ email: Email, code: VerificationCode, new_password: Password })
  .meta({ id: 'PasswordResetConfirm' });

export const EmailChangeRequest = z
  .strictObject({ current_password: Text(PASSWORD_MAX_LENGTH).min(1), new_email: Email })
  .meta({ id: 'EmailChangeRequest' });

export const EMAIL_CHANGE_ACKNOWLEDGEMENT = 'A confirmation code has been sent to the new address.' as const;
export const EmailChangeAcknowledgement = z
  .object({ message: z.literal(EMAIL_CHANGE_ACKNOWLEDGEMENT) })
  .meta({ id: 'EmailChangeAcknowledgement' });

export const EmailChangeConfirm = z.strictObject({ code: VerificationCode }).meta({ id: 'EmailChangeConfirm' });
