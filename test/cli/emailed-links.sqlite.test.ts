import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe } from '../support/cli.js';
import { closedLoopbackPort } from '../support/loopback-ports.js';

/**
 * With FRONTEND_BASE_URL unset, the link a served process emails opens its own /app/ on the PORT it
 * listens on (and on 127.0.0.1 when HOST is a wildcard address, where a browser cannot connect).
 */
describe('emailed links follow HOST and PORT when FRONTEND_BASE_URL is unset [sqlite]', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-links-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const host of ['127.0.0.1', '0.0.0.0']) {
    it(`links to http://127.0.0.1:<PORT>/app/ with HOST=${host}`, async () => {
      const port = await closedLoopbackPort();
      const server = await startServe({
        DATABASE_URL: `sqlite:${join(dir, `${host}.db`)}`,
        HOST: host,
        PORT: String(port),
        LOG_LEVEL: 'info',
      });
      try {
        const signup = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'new.player@example.com', password: 'Fresh-Player-Pass-7!' }),
        });
        expect(signup.status).toBe(201);
        // The console sender logs the message, link included, once the signup has answered.
        await expect.poll(() => server.output()).toContain('verification email to new.player@example.com');
        const link = /(http:\/\/[^\s"]+\/verify-email\?[^\s"]+)/.exec(server.output())?.[1];
        expect(link, server.output()).toBeDefined();
        const url = new URL(link!);
        expect(url.origin).toBe(`http://127.0.0.1:${port}`);
        expect(url.pathname).toBe('/app/verify-email');
        expect((await fetch(url)).status).toBe(200);
      } finally {
        await server.stop();
      }
    }, 300_000);
  }
});
