import { z } from 'zod';
import { setting } from './setting.js';

/** What a sign-in asks every provider for, unless its entry names other scopes. */
const DEFAULT_SCOPES = 'openid email profile';

/** A provider's id is a path segment of its routes and part of its redirect URI. */
const PROVIDER_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const provider = z.strictObject({
  id: z.string().regex(PROVIDER_ID, 'id must be lower-case letters, digits, `-` or `_` (at most 64)'),
  display_name: z.string().trim().min(1, 'display_name must not be empty').max(100),
  issuer: z.url({ error: 'issuer must be a URL' }).refine((v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  }, 'issuer must be https:// (plain http:// only on a loopback address, for development and tests)'),
  client_id: z.string().min(1, 'client_id must not be empty'),
  client_secret: z.string().min(1, 'client_secret must not be empty'),
  scopes: z
    .string()
    .regex(/(^| )openid( |$)/, 'scopes must include openid')
    .optional(),
});

/** OIDC_PROVIDERS: a JSON array of providers, each id once; parsed to what the adapters take. */
const providers = z
  .preprocess((value) => (value === undefined || value === '' ? '[]' : value), z.string())
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
      return z.NEVER;
    }
  })
  .pipe(z.array(provider, { error: 'must be a JSON array of providers' }))
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each provider id may appear once')
  .transform((list) =>
    list.map((p) => ({
      id: p.id,
      displayName: p.display_name,
      issuer: p.issuer,
      clientId: p.client_id,
      clientSecret: p.client_secret,
      scopes: p.scopes ?? DEFAULT_SCOPES,
    })),
  );

/** Sign-in with OpenID providers (docs/openid-sign-in.md). */
export const OIDC_SETTINGS = {
  providers: setting(
    'OIDC_PROVIDERS',
    providers,
    'a JSON array of OpenID providers, `[{"id", "display_name", "issuer", "client_id", "client_secret"}]` (and optionally `"scopes"`, default `openid email profile`); the issuer must be `https://` except on a loopback address; client secrets are never logged (see docs/openid-sign-in.md)',
    '`[]`',
  ),
};
