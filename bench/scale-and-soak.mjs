// Scale-out and soak (issue 7): GET /auth/me with `serve --workers 2` vs `--workers 1` on PostgreSQL,
// and a 60-second mixed soak (reads, writes, logins) reporting throughput, latency, errors and RSS.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load, ratio, scratchPostgres, startChild } from './support.mjs';

export const title = 'Scale-out and soak';
const server = fileURLToPath(new URL('./servers/cli-server.mjs', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);

const rssMiB = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function token(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  return (await res.json()).access_token;
}

async function meWith(pgUrl, workers) {
  const db = await scratchPostgres(pgUrl);
  const app = await startChild(server, ['--workers', String(workers)], { DATABASE_URL: db.url });
  try {
    const bearer = await token(app.url, app.email, app.password);
    return await load({ url: `${app.url}/api/v1/auth/me`, headers: { authorization: `Bearer ${bearer}` }, duration: SECONDS });
  } finally {
    await app.stop();
    await db.drop();
  }
}

async function soak(databaseUrl) {
  const app = await startChild(server, ['--workers', '1'], { DATABASE_URL: databaseUrl });
  try {
    const bearer = await token(app.url, app.email, app.password);
    const auth = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
    const mix = (duration) => ({
      url: app.url,
      duration,
      connections: 20,
      requests: [
        { method: 'GET', path: '/api/v1/auth/me', headers: auth },
        { method: 'GET', path: '/api/v1/sets/', headers: auth },
        { method: 'POST', path: '/api/v1/tracker/personal-decks', headers: auth, body: JSON.stringify({ name: 'Soak deck' }) },
        { method: 'GET', path: '/api/v1/tracker/personal-decks', headers: auth },
        { method: 'POST', path: '/api/v1/tracker/meta-decks', headers: auth, body: JSON.stringify({ name: 'Soak rogue', tier: 1.5, category: 'aggro', decklist_notes: '', top8: 3, presence: 10, expected: 'as_expected', tests_status: '' }) },
        { method: 'GET', path: '/api/v1/tracker/meta-decks', headers: auth },
        { method: 'GET', path: '/health' },
      ],
    });
    await load(mix(5)); // warm-up: JIT, pools and caches settle before the RSS baseline
    const rssStart = rssMiB(app.serverPid);
    const result = await load(mix(SOAK_SECONDS));
    const login = await load({ url: `${app.url}/api/v1/auth/token`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: app.email, password: app.password }).toString(), connections: 4, duration: 5 });
    return { ...result, loginsPerSecond: login.rps, loginErrors: login.errors + login.non2xx, rssStartMiB: rssStart, rssEndMiB: rssMiB(app.serverPid) };
  } finally {
    await app.stop();
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
  const figures = { meOneWorker: one, meTwoWorkers: two, twoVsOne: ratio(two.rps, one.rps), soak: soaked, rssGrowth: ratio(soaked.rssEndMiB - soaked.rssStartMiB, soaked.rssStartMiB) };
  const markdown = [
    '| GET /auth/me on PostgreSQL | req/s | p99 ms |',
    '|---|---|---|',
    `| serve --workers 1 | ${one.rps} | ${one.p99} |`,
    `| serve --workers 2 | ${two.rps} | ${two.p99} |`,
    `| ratio | ${figures.twoVsOne}× | |`,
    '',
    `Soak: ${SOAK_SECONDS} s of mixed reads and writes (me, sets, personal and roster deck create + list, health) at 20 connections on one worker: **${soaked.rps} req/s**, p50 ${soaked.p50} ms, p99 ${soaked.p99} ms, errors ${soaked.errors}, non-2xx ${soaked.non2xx}; then logins ${soaked.loginsPerSecond}/s (errors ${soaked.loginErrors}). RSS ${soaked.rssStartMiB} MiB after a 5 s warm-up, ${soaked.rssEndMiB} MiB at end (growth ${Math.round((figures.rssGrowth ?? 0) * 100)}%).`,
  ].join('\n');
  return { figures, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await run({ pgUrl: process.env.TEST_DATABASE_URL })).markdown);
