// Sessions benchmark: what per-device sessions cost GET /auth/me, and how
// fast refresh runs. GET /auth/me now reads the user with its session joined in the one query each
// authenticated request makes; the figure before sessions is measured in the same run by serving
// the baseline commit (the code before sessions, BENCH_BASELINE_COMMIT, default 74a6207) the same
// way: `git archive` of that commit into a temporary directory outside the repository, built with
// this checkout's node_modules. Rounds alternate baseline / sessions so drift hits both alike.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cpuSeconds, load, ratio, scratchPostgres, startChild } from './support.mjs';

export const title = 'Sessions: GET /auth/me with the session check, and refresh throughput';
const repo = fileURLToPath(new URL('..', import.meta.url));
const BASELINE = process.env.BENCH_BASELINE_COMMIT ?? '74a6207';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CHAINS = 10;

/** The baseline commit's sources, built against this checkout's dependencies (made once, then reused). */
function baselineTree() {
  const sha = execFileSync('git', ['-C', repo, 'rev-parse', BASELINE], { encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `metagame-bench-baseline-${sha.slice(0, 12)}`);
  if (existsSync(join(dir, '.built'))) return dir;
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${repo}" archive ${sha} | tar -x -C "${dir}"`]);
  // Every dependency from this checkout, but the workspace packages from the baseline's own tree.
  mkdirSync(join(dir, 'node_modules', '@metagame'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry !== '@metagame' && !existsSync(join(dir, 'node_modules', entry)))
      symlinkSync(join(repo, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  for (const ws of ['core', 'contracts', 'adapters', 'hosts', 'testkit']) {
    if (!existsSync(join(dir, 'node_modules', '@metagame', ws)))
      symlinkSync(join('..', '..', ws), join(dir, 'node_modules', '@metagame', ws));
    if (existsSync(join(repo, ws, 'node_modules')) && !existsSync(join(dir, ws, 'node_modules')))
      symlinkSync(join(repo, ws, 'node_modules'), join(dir, ws, 'node_modules'));
  }
  for (const ws of ['core', 'contracts', 'adapters', 'hosts'])
    execFileSync(
      process.execPath,
      [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, ws, 'tsconfig.json')],
      { stdio: 'inherit' },
    );
  writeFileSync(join(dir, '.built'), `${sha}\n`);
  return dir;
}

const serverOf = (root) => join(root, 'bench', 'servers', 'identity-server.mjs');

async function loginPair(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return res.json();
}

/**
 * GET /auth/me at 50 connections for DURATION seconds, with the server's own CPU µs per request:
 * on a machine others share, req/s follows their load, CPU per request much less so (on PostgreSQL
 * it leaves out the database's processes).
 */
async function me(app) {
  const { access_token: token } = await loginPair(app.url, app.email, app.password);
  const before = cpuSeconds(app.pid);
  const result = await load({
    url: `${app.url}/api/v1/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    duration: DURATION,
  });
  const used = before === null ? null : cpuSeconds(app.pid) - before;
  return {
    ...result,
    cpuUsPerRequest: used === null || !result.rps ? null : Math.round((used * 1e6) / (result.rps * DURATION)),
  };
}

/** `chains` sessions refreshing as fast as they can, each with the pair its last refresh returned. */
async function refreshes(app, chains, seconds) {
  const pairs = [];
  for (let i = 0; i < chains; i += 1) pairs.push(await loginPair(app.url, app.email, app.password));
  let done = 0;
  let failed = 0;
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    pairs.map(async (pair) => {
      let token = pair.refresh_token;
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${app.url}/api/v1/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: token }),
        });
        const body = await res.json();
        latencies.push(performance.now() - started);
        if (res.status !== 200) {
          failed += 1;
          break;
        }
        token = body.refresh_token;
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 100) / 100;
  return { rps: Math.round(done / seconds), p50: at(50), p99: at(99), failed };
}

async function measureDatabase(label, databaseUrl, baselineRoot) {
  const base = await startChild(serverOf(baselineRoot), [], { DATABASE_URL: databaseUrl.baseline });
  const now = await startChild(serverOf(repo), [], { DATABASE_URL: databaseUrl.sessions });
  try {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push({ baseline: await me(base), sessions: await me(now) });
    const mean = (key) => Math.round(rounds.reduce((sum, r) => sum + r[key].rps, 0) / rounds.length);
    const maxP99 = (key) => Math.max(...rounds.map((r) => r[key].p99));
    const cpu = (key) =>
      rounds.every((r) => r[key].cpuUsPerRequest !== null)
        ? Math.round(rounds.reduce((sum, r) => sum + r[key].cpuUsPerRequest, 0) / rounds.length)
        : null;
    const errors = rounds.reduce(
      (sum, r) => sum + r.baseline.errors + r.baseline.non2xx + r.sessions.errors + r.sessions.non2xx,
      0,
    );
    // The baseline rotates by bumping the account's token_version, so it can refresh one chain per
    // account at a time; sessions refresh each device's chain independently.
    const sequential = {
      baseline: await refreshes(base, 1, DURATION / 2),
      sessions: await refreshes(now, 1, DURATION / 2),
    };
    const concurrent = await refreshes(now, CHAINS, DURATION / 2);
    return {
      label,
      rounds,
      me: {
        baselineRps: mean('baseline'),
        sessionsRps: mean('sessions'),
        ratio: ratio(mean('sessions'), mean('baseline')),
        baselineP99: maxP99('baseline'),
        sessionsP99: maxP99('sessions'),
        baselineCpuUs: cpu('baseline'),
        sessionsCpuUs: cpu('sessions'),
        cpuRatio: ratio(cpu('sessions'), cpu('baseline')),
        errors,
      },
      refresh: {
        sequential,
        concurrent,
        chains: CHAINS,
        sequentialRatio: ratio(sequential.sessions.rps, sequential.baseline.rps),
      },
    };
  } finally {
    await Promise.all([base.stop(), now.stop()]);
  }
}

export async function run(ctx = {}) {
  const baselineRoot = baselineTree();
  const stamp = Date.now();
  const sqlite = (name) => `sqlite:${join(tmpdir(), `metagame-bench-sessions-${name}-${stamp}.db`)}`;
  const databases = [
    await measureDatabase('sqlite', { baseline: sqlite('baseline'), sessions: sqlite('sessions') }, baselineRoot),
  ];
  if (ctx.pgUrl) {
    const [a, b] = [await scratchPostgres(ctx.pgUrl), await scratchPostgres(ctx.pgUrl)];
    try {
      databases.push(await measureDatabase('postgres', { baseline: a.url, sessions: b.url }, baselineRoot));
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  }
  const figures = { baselineCommit: BASELINE, seconds: DURATION, rounds: ROUNDS, databases };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const rows = [
    `GET /auth/me at 50 connections, ${f.rounds} alternating rounds of ${f.seconds} s: the code before sessions (${f.baselineCommit}) and this code, served the same way in the same run. Refresh: one chain of sequential refreshes each, then ${f.databases[0]?.refresh.chains} concurrent sessions of one account (this code only: the baseline's rotation bumps the account's token version, so one account's chains would revoke each other).`,
    '',
    '| database | GET /auth/me before · with sessions (req/s) | ratio | server CPU µs/request before · with (ratio) | p99 ms before · with | errors | refresh, 1 chain: before · with (req/s, p50 ms) | refresh, 10 sessions (req/s, p99 ms) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const d of f.databases) {
    const s = d.refresh.sequential;
    rows.push(
      `| ${d.label} | ${d.me.baselineRps} · ${d.me.sessionsRps} | **${d.me.ratio}** | ${d.me.baselineCpuUs} · ${d.me.sessionsCpuUs} (${d.me.cpuRatio}) | ${d.me.baselineP99} · ${d.me.sessionsP99} | ${d.me.errors} | ${s.baseline.rps} (${s.baseline.p50}) · ${s.sessions.rps} (${s.sessions.p50}) = ${d.refresh.sequentialRatio} | ${d.refresh.concurrent.rps} (${d.refresh.concurrent.p99}) |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
