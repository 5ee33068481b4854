import createClient from 'openapi-fetch';
import type { paths } from './openapi';
import { tokenStore, type TokenPair } from './token-store';

const REFRESH_PATH = '/api/v1/auth/refresh';
let refreshing: Promise<TokenPair | null> | null = null;

/**
 * Refresh rotates the pair and revokes every earlier token, so concurrent 401s share one refresh
 * (single flight) and a request whose token is already stale just retries with the current one.
 */
function refreshOnce(): Promise<TokenPair | null> {
  refreshing ??= (async () => {
    const tokens = tokenStore.read();
    if (!tokens) return null;
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    const next = response.ok ? ((await response.json()) as TokenPair) : null;
    tokenStore.write(next);
    return next;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** fetch with the bearer token; on a 401 it refreshes once and repeats the request. */
async function authorizedFetch(input: Request): Promise<Response> {
  const retry = input.clone();
  const sent = tokenStore.read();
  if (sent) input.headers.set('Authorization', `Bearer ${sent.access_token}`);
  const response = await fetch(input);
  if (response.status !== 401 || !sent || new URL(input.url).pathname === REFRESH_PATH) return response;
  const current = tokenStore.read();
  const fresh = current && current.access_token !== sent.access_token ? current : await refreshOnce();
  if (!fresh) return response;
  retry.headers.set('Authorization', `Bearer ${fresh.access_token}`);
  return fetch(retry);
}

/** The typed API client, generated from /openapi.json (src/api/openapi.d.ts). */
export const api = createClient<paths>({ baseUrl: window.location.origin, fetch: authorizedFetch });
