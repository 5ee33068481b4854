// TOTP benchmark: what the second factor adds to a login. A login without TOTP is one
// POST /auth/token (one Argon2id verification, one session); with TOTP it is that call answering a
// challenge plus POST /auth/token/totp (challenge lookup, attempt count, HMAC codes for 3 steps, the
// step compare-and-set, one session). Each TOTP account logs in once (a code is single use in its
// window), so the run makes as many TOTP accounts as it times logins. App in-process on SQLite.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { percentile, ratio } from './support.mjs';

export const title = 'TOTP: login with the second factor against the plain login';
const LOGINS = Number(process.env.BENCH_TOTP_LOGINS ?? 20);
const PASSWORD = 'Bench-Password-123!';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function totpNow(secret) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export async function run() {
  const dir = await mkdtemp(join(tmpdir(), 'metagame-bench-totp-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
    ENVIRONMENT: 'test',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    REQUIRE_EMAIL_VERIFICATION: 'false',
  });
  const quiet = { info() {}, warn() {}, error() {}, debug() {} };
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
  const call = async (path, body, { form = false, token } = {}) => {
    const headers = {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers,
      body: form ? new URLSearchParams(body) : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };
  const login = (email) => call('/api/v1/auth/token', { username: email, password: PASSWORD }, { form: true });
  try {
    const plain = [];
    const withTotp = [];
    const secrets = [];
    for (let i = 0; i < LOGINS; i += 1) {
      const { body: signed } = await call('/api/v1/auth/signup', { email: `totp-${i}@bench.test`, password: PASSWORD });
      const { body: enrolment } = await call('/api/v1/auth/totp/enrol', {}, { token: signed.tokens.access_token });
      const confirmed = await call(
        '/api/v1/auth/totp/confirm',
        { code: totpNow(enrolment.secret) },
        { token: signed.tokens.access_token },
      );
      if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
      secrets.push(enrolment.secret);
      await call('/api/v1/auth/signup', { email: `plain-${i}@bench.test`, password: PASSWORD });
    }
    // Once, wait for a later step, so no enrolment code is replayed by the login's (each account logs in once).
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
    for (let i = 0; i < LOGINS; i += 1) {
      let started = performance.now();
      const first = await login(`totp-${i}@bench.test`);
      const second = await call('/api/v1/auth/token/totp', {
        challenge_token: first.body.challenge_token,
        code: totpNow(secrets[i]),
      });
      if (second.status !== 200) throw new Error(`second factor answered ${second.status}`);
      withTotp.push(performance.now() - started);
      started = performance.now();
      if ((await login(`plain-${i}@bench.test`)).status !== 200) throw new Error('plain login failed');
      plain.push(performance.now() - started);
    }
    const p50 = (v) =>
      Math.round(
        percentile(
          [...v].sort((a, b) => a - b),
          50,
        ) * 100,
      ) / 100;
    const figures = {
      logins: LOGINS,
      plainP50Ms: p50(plain),
      totpP50Ms: p50(withTotp),
      totpOverPlain: ratio(p50(withTotp), p50(plain)),
    };
    const markdown = [
      '| login | p50 ms |',
      '|---|---|',
      `| password only (spec) | ${figures.plainP50Ms} |`,
      `| password + TOTP (two calls) | ${figures.totpP50Ms} |`,
      '',
      `TOTP / plain: ${figures.totpOverPlain} (${LOGINS} logins each, SQLite, in-process).`,
    ].join('\n');
    return { figures, markdown };
  } finally {
    await server.stop(1_000);
    await runtime.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await run({ pgUrl: process.env.TEST_DATABASE_URL }), null, 2));
