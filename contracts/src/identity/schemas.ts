import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  ROLES,
} from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

export const RoleSchema = z.enum(ROLES).meta({ id: 'UserRole', description: 'Stored roles, lowest to highest level.' });

/** ASCII only by its pattern, so NUL and lone surrogates are refused without `Text`. */
export const Email = z.email({ error: 'Must be a valid email address.' }).max(EMAIL_MAX_LENGTH);
/** Argon2id hashes any length; the bound only keeps a hostile request from making it hash a megabyte. */
export const PASSWORD_MAX_LENGTH = 1024;
/**
 * The password rule of core's policy; its regex is published as the `pattern` of the password property,
 * matched with the `u` flag so characters are code points.
 */
export const Password = Text(PASSWORD_MAX_LENGTH).regex(new RegExp(PASSWORD_PATTERN, 'u'), {
  error: PASSWORD_RULE_MESSAGE,
});
export const DisplayName = Text(DISPLAY_NAME_MAX_LENGTH).trim().min(1);
/**
 * The login name: one `@` between non-blank parts, the shape every account's email has. Deliberately
 * looser than `Email`: accounts made by `create-admin` are not held to `Email`'s pattern, and login
 * must still answer them 401 or 200, never 422. Trimmed, as the stored email is.
 */
const LoginEmail = Text(EMAIL_MAX_LENGTH)
  .trim()
  .regex(/^[^\s@]+@[^\s@]+$/, { error: 'Must be an email address.' });

export const UserCreate = z
  .strictObject({
    email: Email,
    password: Password,
    role: RoleSchema.default('user'),
    is_verified: z.boolean().default(false),
    is_active: z.boolean().default(true),
    display_name: DisplayName.nullable().optional(),
  })
  .meta({
    id: 'UserCreate',
    description: 'An account created by an admin, with its role and flags.',
    examples: [
      {
        email: 'judge@example.com',
        password: 'Correct-horse-7-battery',
        role: 'role_c',
        is_verified: true,
        display_name: 'Judge',
      },
    ],
  });

export const UserRead = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: RoleSchema,
    is_active: z.boolean(),
    is_verified: z.boolean(),
    display_name: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'UserRead', description: 'An account as clients see it (never its password hash).' });

export const UserList = z
  .object({ items: z.array(UserRead), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .meta({ id: 'UserList', description: 'One page of accounts, with the total over all pages.' });

export const UserUpdate = z
  .strictObject({ role: RoleSchema.optional(), is_active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.is_active !== undefined, { error: 'Give role, is_active or both.' })
  .meta({
    id: 'UserUpdate',
    description: 'An admin’s change to an account: its role, whether it is active, or both.',
    examples: [{ role: 'ml_developer', is_active: true }],
  });

export const TokenPair = z
  .object({ access_token: z.string(), refresh_token: z.string(), token_type: z.literal('bearer') })
  .meta({
    id: 'TokenPair',
    description: 'An access token for the Authorization header and a single-use refresh token.',
  });

/** OAuth2 password-grant form; grant_type/scope/client fields are accepted and ignored. */
export const TokenRequest = z
  .object({
    username: LoginEmail.describe('The account email.'),
    password: Text(PASSWORD_MAX_LENGTH).min(1),
    grant_type: Text(64).optional(),
    scope: Text(1024).optional(),
    client_id: Text(255).optional(),
    client_secret: Text(1024).optional(),
  })
  .meta({
    id: 'TokenRequest',
    description: 'The OAuth2 password login form: the email as `username`, and the password.',
    examples: [{ username: 'ana@example.com', password: 'Correct-horse-7-battery' }],
  });

export const RefreshRequest = z.strictObject({ refresh_token: Text(4096).min(1) }).meta({
  id: 'RefreshRequest',
  description: 'A refresh token, spent to get a new token pair for the same session.',
  examples: [{ refresh_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyZWZyZXNoIn0.c2lnbmF0dXJl' }],
});

export const PasswordChange = z
  .strictObject({ current_password: Text(PASSWORD_MAX_LENGTH).min(1), new_password: Password })
  .meta({
    id: 'PasswordChange',
    description: 'The current password and the new one (the password rule applies).',
    examples: [{ current_password: 'Correct-horse-7-battery', new_password: 'Staple-battery-8-horse' }],
  });
