// Identity benchmark (issue 2): bare Express vs GET /auth/me, logins vs the Argon2id ceiling, and
// /auth/me latency while logins saturate the CPU. Servers run in child processes; load from here.
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ratio, load, scratchPostgres, startChild } from './support.mjs';

export const title = 'Identity: token verification and login throughput';
const server = fileURLToPath(new URL('./servers/identity-server.mjs', import.meta.url));
const ceilingScript = fileURLToPath(new URL('./servers/argon2-ceiling.mjs', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function loginToken(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: email, password }) });
  return (await res.json()).access_token;
}

async function measureDatabase(label, databaseUrl, raw) {
  const app = await startChild(server, ['app'], { DATABASE_URL: databaseUrl });
  try {
    const token = await loginToken(app.url, app.email, app.password);
    const me = { url: `${app.url}/api/v1/auth/me`, headers: { authorization: `Bearer ${token}` }, duration: DURATION };
    const meAlone = await load(me);
    const loginRequest = {
      url: `${app.url}/api/v1/auth/token`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: app.email, password: app.password }).toString(),
      connections: 8,
      duration: DURATION,
    };
    const loginAlone = await load(loginRequest);
    const [meUnderLogins, loginsBeside] = await Promise.all([load(me), load(loginRequest)]);
    return { label, meAlone, meVsRaw: ratio(meAlone.rps, raw.rps), loginAlone, meUnderLogins, loginsBeside };
  } finally {
    await app.stop();
  }
}

export async function run(ctx = {}) {
  const rawServer = await startChild(server, ['raw']);
  const raw = await load({ url: `${rawServer.url}/hello`, duration: DURATION });
  await rawServer.stop();
  const ceiling = await startChild(ceilingScript, [String(DURATION)]);
  const results = [await measureDatabase('sqlite', `sqlite:${join(tmpdir(), `metagame-bench-${Date.now()}.db`)}`, raw)];
  if (ctx.pgUrl) {
    const db = await scratchPostgres(ctx.pgUrl);
    try {
      results.push(await measureDatabase('postgres', db.url, raw));
    } finally {
      await db.drop();
    }
  }
  const figures = { raw, argon2VerifiesPerSecond: ceiling.verifiesPerSecond, databases: results.map((r) => ({ ...r, loginVsCeiling: ratio(r.loginAlone.rps, ceiling.verifiesPerSecond) })) };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const rows = [
    `Bare Express hello-JSON: **${f.raw.rps} req/s**, p99 ${f.raw.p99} ms (50 connections). Argon2id verify ceiling (m=64 MiB, t=3, p=4, all cores): **${f.argon2VerifiesPerSecond} verifies/s**.`,
    '',
    '| database | GET /auth/me req/s | vs bare Express | p99 ms | POST /auth/token logins/s | vs Argon2 ceiling | /auth/me p99 while logins saturate | errors |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const d of f.databases) {
    const errors = d.meAlone.errors + d.meAlone.non2xx + d.loginAlone.errors + d.loginAlone.non2xx + d.meUnderLogins.errors + d.meUnderLogins.non2xx;
    rows.push(`| ${d.label} | ${d.meAlone.rps} | ${d.meVsRaw} | ${d.meAlone.p99} | ${d.loginAlone.rps} | ${d.loginVsCeiling} | ${d.meUnderLogins.p99} ms (${d.meUnderLogins.rps} req/s) | ${errors} |`);
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
