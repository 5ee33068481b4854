// Scale-out and soak: GET /auth/me with `serve --workers 2` vs `--workers 1` on PostgreSQL,
// and a 60-second mixed soak (reads, writes, logins) reporting throughput, latency, errors and RSS.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, ratio, scratchPostgres, startChild } from './support.mjs';

export const title = 'Scale-out and soak';
const server = fileURLToPath(new URL('./servers/cli-server.mjs', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_SECONDS = 10;
const LOGINS_PER_SECOND = 2;
const MiB = 1024 * 1024;

/** RSS as sampled at any moment: somewhere on the GC sawtooth, plus any Argon2id hash in flight. */
const rssMiB = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function token(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  return (await res.json()).access_token;
}

async function meWith(pgUrl, workers) {
  const db = await scratchPostgres(pgUrl);
  const app = await startChild(server, ['--workers', String(workers)], { DATABASE_URL: db.url });
  try {
    const bearer = await token(app.url, app.email, app.password);
    return await load({
      url: `${app.url}/api/v1/auth/me`,
      headers: { authorization: `Bearer ${bearer}` },
      duration: SECONDS,
    });
  } finally {
    await app.stop();
    await db.drop();
  }
}

// The soak mix, one cycle per connection: 8 reads and 4 writes. Every deck a cycle creates it archives
// again, so the lists it reads stay at about one deck per connection. (Creating and never archiving made
// both lists grow by ~1,300 decks a minute: each list response got bigger and slower, throughput fell
// from ~350 to ~100 req/s within the minute, and the garbage from ever larger responses raised the RSS.)
function soakRequests(auth) {
  const api = '/api/v1';
  const keep = (key) => (status, body, context) => {
    context[key] = status === 201 ? JSON.parse(body).id : 'not-created';
  };
  const archive = (path, key) => ({
    method: 'DELETE',
    headers: auth,
    setupRequest: (req, context) => ({ ...req, path: `${api}/tracker/${path}/${context[key]}` }),
  });
  const roster = {
    name: 'Soak rogue',
    tier: 1.5,
    category: 'aggro',
    decklist_notes: '',
    top8: 3,
    presence: 10,
    expected: 'as_expected',
    tests_status: '',
  };
  return [
    { method: 'GET', path: `${api}/auth/me`, headers: auth },
    { method: 'GET', path: `${api}/sets/`, headers: auth },
    { method: 'GET', path: `${api}/tracker/personal-decks`, headers: auth },
    {
      method: 'POST',
      path: `${api}/tracker/personal-decks`,
      headers: auth,
      body: JSON.stringify({ name: 'Soak deck' }),
      onResponse: keep('personalDeck'),
    },
    { method: 'GET', path: `${api}/tracker/meta-decks`, headers: auth },
    { method: 'GET', path: `${api}/auth/me`, headers: auth },
    archive('personal-decks', 'personalDeck'),
    { method: 'GET', path: `${api}/tracker/personal-decks`, headers: auth },
    {
      method: 'POST',
      path: `${api}/tracker/meta-decks`,
      headers: auth,
      body: JSON.stringify(roster),
      onResponse: keep('metaDeck'),
    },
    { method: 'GET', path: `${api}/tracker/meta-decks`, headers: auth },
    archive('meta-decks', 'metaDeck'),
    { method: 'GET', path: '/health' },
  ];
}

const growth = (from, to) => ratio(to - from, from);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Memory of the server once it is idle: in-flight logins have finished (each Argon2id hash holds 64 MiB
 * of native memory while it runs), a full GC has run and its freed pages have gone back to the OS.
 */
async function settledMemory(pid, file) {
  await sleep(1000);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 10_000) throw new Error('the server did not answer the memory probe');
    await sleep(50);
  }
  const usage = JSON.parse(readFileSync(file, 'utf8'));
  return { rssMiB: Math.round(usage.rss / MiB), heapUsedMiB: Math.round(usage.heapUsed / MiB) };
}

async function soak(databaseUrl) {
  const memoryFile = join(tmpdir(), `metagame-soak-${process.pid}.json`);
  const app = await startChild(server, ['--workers', '1'], {
    DATABASE_URL: databaseUrl,
    METAGAME_BENCH_MEMORY_FILE: memoryFile,
  });
  try {
    const bearer = await token(app.url, app.email, app.password);
    const requests = soakRequests({ authorization: `Bearer ${bearer}`, 'content-type': 'application/json' });
    const login = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: app.email, password: app.password }).toString(),
    };
    // Logins run alongside at a fixed, modest rate: each one costs ~30 ms of both cores.
    const mixed = (duration) =>
      Promise.all([
        load({ url: app.url, duration, connections: 20, requests }),
        load({
          url: `${app.url}/api/v1/auth/token`,
          ...login,
          connections: 1,
          overallRate: LOGINS_PER_SECOND,
          duration,
        }),
      ]);
    await mixed(WARMUP_SECONDS); // JIT, pools and V8 heap sizing settle before the baseline
    const rawStart = rssMiB(app.serverPid);
    const start = await settledMemory(app.serverPid, memoryFile);
    const [result, logins] = await mixed(SOAK_SECONDS);
    const rawEnd = rssMiB(app.serverPid);
    const end = await settledMemory(app.serverPid, memoryFile);
    return {
      ...result,
      loginsPerSecond: logins.rps,
      loginP99: logins.p99,
      loginErrors: logins.errors + logins.non2xx,
      rssStartMiB: start.rssMiB,
      rssEndMiB: end.rssMiB,
      heapStartMiB: start.heapUsedMiB,
      heapEndMiB: end.heapUsedMiB,
      rawRssStartMiB: rawStart,
      rawRssEndMiB: rawEnd,
    };
  } finally {
    await app.stop();
    rmSync(memoryFile, { force: true });
  }
}

export async function run(ctx = {}) {
  if (!ctx.pgUrl) return { figures: { skipped: 'no PostgreSQL' }, markdown: 'Skipped: needs TEST_DATABASE_URL.' };
  const one = await meWith(ctx.pgUrl, 1);
  const two = await meWith(ctx.pgUrl, 2);
  const db = await scratchPostgres(ctx.pgUrl);
  let soaked;
  try {
    soaked = await soak(db.url);
  } finally {
    await db.drop();
  }
  const figures = {
    meOneWorker: one,
    meTwoWorkers: two,
    twoVsOne: ratio(two.rps, one.rps),
    soak: soaked,
    rssGrowth: growth(soaked.rssStartMiB, soaked.rssEndMiB),
    rawRssGrowth: growth(soaked.rawRssStartMiB, soaked.rawRssEndMiB),
  };
  const pct = (x) => `${Math.round((x ?? 0) * 100)}%`;
  const markdown = [
    '| GET /auth/me on PostgreSQL | req/s | p99 ms |',
    '|---|---|---|',
    `| serve --workers 1 | ${one.rps} | ${one.p99} |`,
    `| serve --workers 2 | ${two.rps} | ${two.p99} |`,
    `| ratio | ${figures.twoVsOne}× | |`,
    '',
    `Soak: ${SOAK_SECONDS} s after a ${WARMUP_SECONDS} s warm-up, 20 connections on one worker, each cycling through 8 reads (me ×2, sets, personal and roster deck lists ×2 each, health) and 4 writes (create a personal deck and a roster deck, archive both, so lists stay bounded), with logins alongside at ${LOGINS_PER_SECOND}/s: **${soaked.rps} req/s**, p50 ${soaked.p50} ms, p99 ${soaked.p99} ms, errors ${soaked.errors}, non-2xx ${soaked.non2xx}; logins ${soaked.loginsPerSecond}/s, p99 ${soaked.loginP99} ms, errors ${soaked.loginErrors}.`,
    `RSS after a forced GC at start and end: ${soaked.rssStartMiB} → ${soaked.rssEndMiB} MiB (growth ${pct(figures.rssGrowth)}); heap used after GC ${soaked.heapStartMiB} → ${soaked.heapEndMiB} MiB. RSS as sampled the moment load stops (GC sawtooth plus any Argon2id hash in flight): ${soaked.rawRssStartMiB} → ${soaked.rawRssEndMiB} MiB (${pct(figures.rawRssGrowth)}).`,
  ].join('\n');
  return { figures, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log((await run({ pgUrl: process.env.TEST_DATABASE_URL })).markdown);
