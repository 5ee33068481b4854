import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { Provider, type OidcContext } from 'oidc-provider';

const signingKey = {
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'loopback-test-key',
  use: 'sig',
  alg: 'RS256',
};

/** A person the loopback provider knows: who signs in is chosen by `signInAs` before each flow. */
export interface LoopbackAccount {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name?: string;
}

export interface LoopbackOpenIdProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Registers the relying party's callback (known only once the app listens) and starts answering. */
  register(redirectUri: string): void;
  /** The account the next login interaction logs in. */
  signInAs(accountId: string): void;
  /** When set, the provider sees another nonce than the relying party sent (its ID token then mismatches). */
  tamperNonce(on: boolean): void;
  /** Stops answering (connections are refused), as an issuer that went down. */
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's oidc-provider) on a loopback port, for tests. Its login
 * interaction completes by itself with the chosen account and consent is granted without asking, so
 * a client that follows redirects (or a browser) goes through the whole authorization code flow.
 */
export async function startLoopbackOpenIdProvider(
  accounts: readonly LoopbackAccount[],
): Promise<LoopbackOpenIdProvider> {
  let provider: Provider | null = null;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  let account = accounts[0]!.id;
  let tamper = false;
  const server: Server = createServer((req, res) => {
    if (!provider || !handler) return void res.writeHead(503).end();
    const interaction = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (interaction) {
      provider
        .interactionFinished(req, res, { login: { accountId: account } }, { mergeWithLastSubmission: false })
        .catch(() => res.writeHead(500).end());
      return;
    }
    if (tamper && req.url?.startsWith('/auth?')) req.url = req.url.replace(/([?&]nonce=)[^&]*/, '$1tampered');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'metagame-test';
  const clientSecret = 'loopback-client-secret-0123456789abcdef';
  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUri) {
      provider = new Provider(issuer, configuration(accounts, { clientId, clientSecret, redirectUri }));
      handler = provider.callback();
    },
    signInAs: (id) => {
      account = id;
    },
    tamperNonce: (on) => {
      tamper = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function configuration(
  accounts: readonly LoopbackAccount[],
  client: { clientId: string; clientSecret: string; redirectUri: string },
): Record<string, unknown> {
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Its own signing key and lifetimes, so the provider does not warn about development defaults.
    jwks: { keys: [signingKey] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const found = accounts.find((a) => a.id === id);
      if (!found) return undefined;
      return {
        accountId: found.id,
        claims: () =>
          Promise.resolve({
            sub: found.id,
            email: found.email,
            email_verified: found.emailVerified,
            ...(found.name ? { name: found.name } : {}),
          }),
      };
    },
    // Consent is granted without a screen (oidc-provider's "skip consent" recipe): a test client is first party.
    loadExistingGrant: async (ctx: OidcContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}
