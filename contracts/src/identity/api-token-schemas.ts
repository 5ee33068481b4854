import { z } from 'zod';
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
} from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Uuid } from '../tracker/common.js';

export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES).meta({
  id: 'ApiTokenScope',
  description:
    '`tracker:read` (tracker reads), `tracker:write` (tracker writes), `meta:read` (the public metagame and card reference).',
});

export const ApiTokenWrite = z
  .strictObject({
    name: z.string().trim().min(1, 'Give the token a name.').max(API_TOKEN_NAME_MAX_LENGTH),
    scopes: z
      .array(ApiTokenScopeSchema)
      .min(1, 'Name at least one scope.')
      .max(API_TOKEN_SCOPES.length * 2),
    expires_in_days: z
      .number()
      .int()
      .min(1)
      .max(API_TOKEN_MAX_DAYS, `At most ${API_TOKEN_MAX_DAYS} days.`)
      .default(API_TOKEN_DEFAULT_DAYS)
      .describe(
        `Days until the token stops working: 1 to ${API_TOKEN_MAX_DAYS}, ${API_TOKEN_DEFAULT_DAYS} by default.`,
      ),
  })
  .meta({
    id: 'ApiTokenWrite',
    description: 'A new API token: its name, what it may do, and how long it lives.',
    examples: [{ name: 'notebook', scopes: ['tracker:read'], expires_in_days: 30 }],
  });

export const ApiTokenRead = z
  .object({
    id: Uuid,
    name: z.string(),
    scopes: z.array(ApiTokenScopeSchema),
    prefix: z.string().describe('The start of the secret (not secret itself), to tell tokens apart.'),
    team_id: Uuid.nullable().describe('The team of a team token; null for a personal one.'),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().describe('When a request last presented it (to the minute); null if never.'),
    expires_at: Timestamp,
  })
  .meta({ id: 'ApiTokenRead', description: 'An API token as listed: never its secret.' });

export const ApiTokenCreated = ApiTokenRead.extend({
  token: z.string().describe('The secret, shown this once: send it as `Authorization: Bearer <token>`.'),
}).meta({ id: 'ApiTokenCreated', description: 'A new API token with its secret, which is never shown again.' });

export const ApiTokenList = z
  .array(ApiTokenRead)
  .meta({ id: 'ApiTokenList', description: 'Unrevoked tokens, newest first.' });

export const ApiTokenParams = z.strictObject({ token_id: Uuid });
