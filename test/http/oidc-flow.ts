import { expect } from 'vitest';
import type { LoopbackOpenIdProvider } from '../support/loopback-openid-provider.js';
import { RedirectClient } from '../support/redirect-client.js';
import type { TestApp } from '../support/test-app.js';

/** Where the app under test sends the browser back (FRONTEND_BASE_URL); never requested. */
export const WEB_APP = 'http://web.test/app';

/** The fragment of a redirect to the web app's OpenID page, as parameters. */
export function fragmentOf(location: string): URLSearchParams {
  expect(location.startsWith(`${WEB_APP}/oidc#`), location).toBe(true);
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** A browser signing in through the loopback provider as `account`, up to the web app (or to `stopAt`). */
export async function browserRoundTrip(
  app: TestApp,
  idp: LoopbackOpenIdProvider,
  account: string,
  options: { provider?: string; browser?: RedirectClient; stopAt?: string } = {},
): Promise<string> {
  idp.signInAs(account);
  const browser = options.browser ?? new RedirectClient();
  const start = `${app.url}/api/v1/auth/oidc/${options.provider ?? 'loopback'}/start`;
  const outcome = await browser.follow(start, options.stopAt ?? WEB_APP);
  if (!('location' in outcome)) throw new Error(`the round trip stopped at a ${outcome.response.status}`);
  return outcome.location;
}

/** Signs in through the provider and exchanges the ticket, answering what POST /auth/oidc/token answers. */
export async function signInThroughProvider(app: TestApp, idp: LoopbackOpenIdProvider, account: string) {
  const fragment = fragmentOf(await browserRoundTrip(app, idp, account));
  const ticket = fragment.get('ticket');
  expect(ticket, fragment.toString()).toBeTruthy();
  return app.api.POST('/api/v1/auth/oidc/token', { body: { ticket: ticket! } });
}

/** The access token of a sign-in through the provider that answered a token pair. */
export async function tokensThroughProvider(app: TestApp, idp: LoopbackOpenIdProvider, account: string) {
  const { data, response } = await signInThroughProvider(app, idp, account);
  expect(response.status).toBe(200);
  if (!data || !('access_token' in data)) throw new Error('no token pair');
  return { Authorization: `Bearer ${data.access_token}` };
}
