import { z } from 'zod';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

export const OpenIdProviderRead = z
  .object({
    id: z.string().describe('Names the provider in its routes (`/auth/oidc/{id}/start`).'),
    display_name: z.string().describe('What a sign-in button says.'),
  })
  .meta({ id: 'OpenIdProviderRead', description: 'An OpenID provider people can sign in with.' });

export const OpenIdProviderList = z
  .array(OpenIdProviderRead)
  .meta({ id: 'OpenIdProviderList', description: 'The configured OpenID providers (OIDC_PROVIDERS), in order.' });

export const OpenIdProviderParams = z.strictObject({
  provider: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'Not a provider id.' })
    .describe('A provider’s `id`.'),
});

/**
 * What a provider sends back to the callback. Not strict: providers add parameters of their own
 * (`scope`, `iss`, `session_state`, …), which are ignored.
 */
export const OpenIdCallbackQuery = z.object({
  code: z.string().max(2048).optional().describe('The authorization code.'),
  state: z.string().max(512).optional().describe('The state the start sent; it must match the browser’s own.'),
  error: z.string().max(256).optional().describe('The provider refused or the person cancelled.'),
});

export const OpenIdTicketRequest = z.strictObject({ ticket: Text(128).min(1) }).meta({
  id: 'OpenIdTicketRequest',
  description: 'A ticket the OpenID callback handed the web app (in the fragment of its redirect).',
  examples: [{ ticket: 'qT0cTz3yq3Jd0hYb6cK3V5mQd9r2s8uWw1xZ4aB7cE0' }],
});

export const OpenIdAuthorizationUrl = z
  .object({
    authorization_url: z.string().describe('Send the browser there; the callback returns to the web app’s settings.'),
  })
  .meta({ id: 'OpenIdAuthorizationUrl', description: 'Where to send the browser to link a provider.' });

export const LinkedIdentityRead = z
  .object({
    id: z.uuid(),
    provider_id: z.string().describe('The provider it was linked through.'),
    email: z.string().nullable().describe('The email the provider gave when it was linked.'),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().describe('The last sign-in through it.'),
  })
  .meta({ id: 'LinkedIdentityRead', description: 'A provider’s account linked to the caller’s.' });

export const LinkedIdentityList = z
  .array(LinkedIdentityRead)
  .meta({ id: 'LinkedIdentityList', description: 'The caller’s linked providers, oldest first.' });

export const LinkedIdentityParams = z.strictObject({ identity_id: z.uuid({ error: 'Must be a UUID.' }) });
