import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { codeOf } from '../http/signup-helpers.js';

const PASSWORD = 'Drain-Pass-123!';

describe('SIGTERM', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-drain-'));
    env = { DATABASE_URL: `sqlite:${join(dir, 'app.db')}`, RATE_LIMIT_ENABLED: 'false' };
    expect((await runCli(['create-admin', '--email', 'drain@example.com'], { env, stdin: `${PASSWORD}\n` })).code).toBe(
      0,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes the requests already accepted, then exits 0', async () => {
    const server = await startServe(env);
    // Logins queue behind one Argon2id worker, so these are still in flight when the signal lands.
    let answered = 0;
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'drain@example.com', password: PASSWORD }),
      })
        .then(
          (res) => res.status,
          (error: unknown) => `failed: ${String(error)}`,
        )
        .finally(() => (answered += 1)),
    );
    // The first answer means the server has taken the burst in (a fixed pause is too short on a busy
    // machine); the rest are still queued for a hash, so the signal lands while they are in flight.
    await Promise.race(inFlight);
    expect(answered).toBeLessThan(6);
    const exited = server.stop();
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});

describe('SIGTERM with background work', () => {
  let dir: string;
  let sink: SmtpSink;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-drain-mail-'));
    sink = await SmtpSink.start({ acceptDelayMs: 1_000 });
  });
  afterAll(async () => {
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a resend email the response already promised before exiting', async () => {
    const env = {
      DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      RATE_LIMIT_ENABLED: 'false',
      VERIFICATION_RESEND_COOLDOWN_SECONDS: '0',
      ...sink.env(),
    };
    const server = await startServe(env);
    const email = 'late-mail@example.com';
    const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, display_name: 'Late Mail' }),
    });
    expect(signup.status).toBe(201);
    expect(sink.to(email)).toHaveLength(1);

    // 202 goes out before the email; the relay then takes a second to accept it.
    const resend = await fetch(`${server.url}/api/v1/auth/signup/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(resend.status).toBe(202);
    expect(await server.stop()).toBe(0);
    expect(sink.to(email)).toHaveLength(2);

    // The code in that email was committed too: it verifies the account after a restart.
    const restarted = await startServe(env);
    try {
      const verify = await fetch(`${restarted.url}/api/v1/auth/signup/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code: codeOf(sink.to(email)[1]!) }),
      });
      expect(verify.status).toBe(200);
    } finally {
      await restarted.stop();
    }
  });
});
