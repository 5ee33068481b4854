// What the metrics cost, from where the server's CPU goes rather than from its throughput: two
// children of the same build (METRICS_ENABLED=true and false) serve GET /auth/me under the same load
// in alternating rounds, each under a CPU profile; the figure is the share of the server's busy
// samples spent in the metrics' own code (prom-client and hosts' metrics folder, up to the next
// middleware: the recording middleware wraps the rest of the request, which is not its cost).
// Throughput ratios between two such children moved ±25 % between identical runs on this machine
// (the load generator shares its two cores); a share of the profile does not depend on that.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, load, startChild } from './support.mjs';

export const title = 'Observability: the metrics’ share of server CPU, from CPU profiles (issue 27)';
const SERVER = fileURLToPath(new URL('./servers/observability-server.mjs', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const METRICS_CODE = /prom-client|\/http\/metrics\//;
const NEXT_MIDDLEWARE = /\/(router|express)\//;

/** The share (%) of busy samples whose nearest metrics-or-router frame is metrics code. */
function metricsShare(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let busy = 0;
  let own = 0;
  for (const sample of profile.samples) {
    if (byId.get(sample).callFrame.functionName === '(idle)') continue;
    busy += 1;
    for (let id = sample; id !== undefined; id = parent.get(id)) {
      const { url, functionName } = byId.get(id).callFrame;
      if (METRICS_CODE.test(url)) {
        own += 1;
        break;
      }
      if (NEXT_MIDDLEWARE.test(url) && /next|handle/.test(functionName)) break;
    }
  }
  return { busy, share: Math.round((own / busy) * 10_000) / 100 };
}

async function tokenOf(child) {
  const res = await fetch(`${child.url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: child.email, password: child.password }),
  });
  return (await res.json()).access_token;
}

const cpuMsOf = (pid) => cpuSeconds(pid) * 1000;

async function profiled(dir, metrics, round) {
  const profiles = join(dir, `${metrics}-${round}`);
  const child = await startChild(SERVER, [], {
    DATABASE_URL: `sqlite:${join(dir, `${metrics}-${round}.db`)}`,
    METRICS_ENABLED: metrics,
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profiles}`,
  });
  try {
    const headers = { authorization: `Bearer ${await tokenOf(child)}` };
    const url = `${child.url}/api/v1/auth/me`;
    await load({ url, headers, connections: 10, duration: 2 });
    const before = cpuMsOf(child.pid);
    const result = await load({ url, headers, connections: 10, duration: SECONDS });
    const cpuUsPerRequest = Math.round(((cpuMsOf(child.pid) - before) * 1000) / (result.rps * SECONDS));
    return { metrics, round, rps: result.rps, cpuUsPerRequest, profiles };
  } finally {
    await child.stop();
  }
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-metrics-profile-'));
  try {
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const metrics of round % 2 ? ['false', 'true'] : ['true', 'false']) {
        const measured = await profiled(dir, metrics, round);
        const file = readdirSync(measured.profiles)[0];
        const { busy, share } = metricsShare(JSON.parse(readFileSync(join(measured.profiles, file), 'utf8')));
        runs.push({ ...measured, profiles: undefined, busySamples: busy, metricsSharePercent: share });
      }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const of = (metrics, key) => median(runs.filter((r) => r.metrics === metrics).map((r) => r[key]));
    const figures = {
      seconds: SECONDS,
      rounds: ROUNDS,
      runs,
      shareOn: of('true', 'metricsSharePercent'),
      shareOff: of('false', 'metricsSharePercent'),
      cpuUsOn: of('true', 'cpuUsPerRequest'),
      cpuUsOff: of('false', 'cpuUsPerRequest'),
    };
    const markdown = [
      `GET /auth/me, 10 connections, ${ROUNDS} alternating rounds of ${SECONDS} s per child, SQLite, each child under a CPU profile. Median share of the server's busy CPU samples in the metrics' own code: **${figures.shareOn} %** with METRICS_ENABLED=true, ${figures.shareOff} % with false (target < 5 %). Process CPU per request, for context (it moves with the machine): ${figures.cpuUsOn} µs on, ${figures.cpuUsOff} µs off; by run: ${runs.map((r) => `${r.metrics === 'true' ? 'on' : 'off'} ${r.cpuUsPerRequest}`).join(', ')}.`,
    ].join('\n');
    return { figures, markdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
