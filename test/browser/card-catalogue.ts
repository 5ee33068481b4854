import { expect } from 'vitest';
import { searchCatalogue, searchPrices } from '../support/card-search-fixtures.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import type { TestApp } from '../support/test-app.js';

/** Card Kingdom's last price point is this many days before the build: stale under the default 3 days. */
export const STALE_DAYS = 5;

/**
 * The card-search fixture catalogue (test/support/card-search-fixtures.ts) served by a loopback
 * MTGJSON upstream, built today so that only Card Kingdom's prices are stale. `env` points an app at it.
 */
export async function serveCardCatalogue(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const fixtures = new MtgjsonFixtureDir();
  const today = new Date().toISOString().slice(0, 10);
  fixtures.publish(
    { version: `5.2.2+${today.replaceAll('-', '')}`, date: today },
    { printings: searchCatalogue(), prices: searchPrices(STALE_DAYS), days: 10 },
  );
  let upstream: MtgjsonServer | undefined;
  try {
    upstream = await startMtgjsonServer(fixtures.path);
  } catch (error) {
    fixtures.close();
    throw error;
  }
  return {
    env: { CARD_DATA_BASE_URL: upstream.url },
    close: async () => {
      await upstream.close();
      fixtures.close();
    },
  };
}

/** Runs an admin's card-data import over HTTP and waits for it to succeed. */
export async function importCardCatalogue(app: TestApp): Promise<void> {
  const admin = (await app.signedIn('admin')).auth;
  const started = await fetch(`${app.url}/api/v1/card-data/import?source=AllPrices`, {
    method: 'POST',
    headers: admin,
  });
  expect(started.status).toBe(202);
  const status = async () =>
    (await (await fetch(`${app.url}/api/v1/card-data/status`)).json()) as { state: string; error: string | null };
  // The job runs after the 202 (expect.poll only works inside a test, and this runs in beforeAll).
  const deadline = Date.now() + 30_000;
  let last = await status();
  while (last.state === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await status();
  }
  expect(last, JSON.stringify(last)).toMatchObject({ state: 'succeeded' });
}
