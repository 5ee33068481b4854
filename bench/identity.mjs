// Identity benchmark: bare Express hello-JSON on this Node (24) and on the
// machine's older Node (20: what the runtime alone gives), GET /auth/me against the Node 24 one
// (target ≥ 0.30, p99 ≤ 10 ms at 50 connections) on both databases, logins vs the Argon2id ceiling,
// and /auth/me latency while logins saturate the CPU. Servers run in child processes; load from here.
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ratio, load, olderNode, scratchPostgres, startChild } from './support.mjs';

export const title = 'Identity: token verification and login throughput';
const server = fileURLToPath(new URL('./servers/identity-server.mjs', import.meta.url));
const bareScript = fileURLToPath(new URL('./servers/bare-express.mjs', import.meta.url));
const ceilingScript = fileURLToPath(new URL('./servers/argon2-ceiling.mjs', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function loginToken(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  return (await res.json()).access_token;
}

async function measureDatabase(label, databaseUrl, raw) {
  const app = await startChild(server, [], { DATABASE_URL: databaseUrl });
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

/** Bare Express hello-JSON at 50 connections, served by `node`. */
async function bare(node) {
  const child = await startChild(bareScript, [], {}, node);
  try {
    return { node: child.node, ...(await load({ url: `${child.url}/hello`, duration: DURATION })) };
  } finally {
    await child.stop();
  }
}

export async function run(ctx = {}) {
  const raw = await bare(process.execPath);
  const old = olderNode();
  let rawOld = { node: null, notMeasured: old.reason };
  if (old.path) {
    try {
      rawOld = await bare(old.path);
    } catch (error) {
      rawOld = { node: old.version, notMeasured: `bare Express did not start on ${old.path}: ${error.message}` };
    }
  }
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
  const figures = {
    raw,
    rawOlderNode: rawOld,
    node24VsOlder: rawOld.rps ? ratio(raw.rps, rawOld.rps) : null,
    targets: { meVsRaw: 0.3, meP99Ms: 10 },
    argon2VerifiesPerSecond: ceiling.verifiesPerSecond,
    databases: results.map((r) => ({ ...r, loginVsCeiling: ratio(r.loginAlone.rps, ceiling.verifiesPerSecond) })),
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const old = f.rawOlderNode;
  const oldRow =
    old.rps === undefined
      ? `| older Node | not measured: ${old.notMeasured} | | | |`
      : `| ${old.node} (the machine's) | ${old.rps} | ${old.p50} | ${old.p99} | ${old.errors + old.non2xx} |`;
  const mark = (ok) => (ok ? 'yes' : '**no**');
  const rows = [
    'Bare Express hello-JSON, the same script on both runtimes (50 connections): what the runtime alone gives.',
    '',
    '| runtime | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    `| ${f.raw.node} (the bench's) | ${f.raw.rps} | ${f.raw.p50} | ${f.raw.p99} | ${f.raw.errors + f.raw.non2xx} |`,
    oldRow,
    `| ${f.raw.node} ÷ ${old.node ?? 'older'} | ${f.node24VsOlder != null ? `${f.node24VsOlder}×` : 'n/a'} | | | |`,
    '',
    `GET /auth/me on ${f.raw.node} at 50 connections, against the bare Express on the same Node in this run (targets: ≥ ${f.targets.meVsRaw} of bare Express, p99 ≤ ${f.targets.meP99Ms} ms). Argon2id verify ceiling (m=64 MiB, t=3, p=4, all cores): **${f.argon2VerifiesPerSecond} verifies/s**.`,
    '',
    '| database | GET /auth/me req/s | ÷ bare Express (same Node) | p99 ms | targets met | POST /auth/token logins/s | vs Argon2 ceiling | /auth/me p99 while logins saturate | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const d of f.databases) {
    const errors =
      d.meAlone.errors +
      d.meAlone.non2xx +
      d.loginAlone.errors +
      d.loginAlone.non2xx +
      d.meUnderLogins.errors +
      d.meUnderLogins.non2xx;
    const met = `${mark(d.meVsRaw >= f.targets.meVsRaw)} / ${mark(d.meAlone.p99 <= f.targets.meP99Ms)}`;
    rows.push(
      `| ${d.label} | ${d.meAlone.rps} | ${d.meVsRaw} | ${d.meAlone.p99} | ${met} | ${d.loginAlone.rps} | ${d.loginVsCeiling} | ${d.meUnderLogins.p99} ms (${d.meUnderLogins.rps} req/s) | ${errors} |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
