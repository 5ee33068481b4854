// Shared helpers for benchmark modules: child servers, autocannon runs, Postgres scratch databases.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  createWriteStream,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * Starts `node script ...args` and resolves with the first JSON line it prints, plus a stop().
 * `node` is this process's own runtime unless given (e.g. the machine's older Node, `olderNode()`).
 */
export async function startChild(script, args = [], env = {}, node = process.execPath) {
  const child = spawn(
    node,
    [
      ...(process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=16 --max-old-space-size=1024').split(' '),
      script,
      ...args,
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return {
    ...info,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** One autocannon run; returns requests/s, latency percentiles (ms) and failures. */
export async function load(options) {
  const result = await autocannon({ duration: 10, connections: 50, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A scratch Postgres database on `serverUrl`; drop() removes it. */
export async function scratchPostgres(serverUrl) {
  const name = `metagame_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** PATH without node_modules/.bin entries (`npm run` puts the project's Node 24 first on it). */
export const pathOutsideNodeModules = () =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d && !d.split(sep).includes('node_modules'))
    .join(delimiter);

/** The environment for a child of the machine's own Node and npm: that PATH, and none of `npm run`'s npm_* settings. */
export function systemEnv(node) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return { ...env, PATH: [dirname(node), pathOutsideNodeModules()].join(delimiter) };
}

/**
 * The machine's own Node when it is older than the one running the bench: BENCH_OLD_NODE if set
 * (taken as given), else the first `node` on PATH outside node_modules. Returns { path, version }
 * or { path: null, reason } when there is none.
 */
export function olderNode() {
  const version = (path) => {
    const out = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    return out.status === 0 ? out.stdout.trim() : null;
  };
  if (process.env.BENCH_OLD_NODE) {
    const v = version(process.env.BENCH_OLD_NODE);
    return v
      ? { path: process.env.BENCH_OLD_NODE, version: v }
      : { path: null, reason: `BENCH_OLD_NODE=${process.env.BENCH_OLD_NODE} does not run` };
  }
  const ours = realpathSync(process.execPath);
  for (const dir of pathOutsideNodeModules().split(delimiter)) {
    const candidate = join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    if (realpathSync(candidate) === ours) continue;
    const v = version(candidate);
    if (!v) continue;
    if (major(v) >= major(process.version))
      return { path: null, reason: `the machine's node (${candidate}) is ${v}, not older than ${process.version}` };
    return { path: candidate, version: v };
  }
  return { path: null, reason: 'no node outside node_modules on PATH' };
}

const major = (v) => Number(/^v?(\d+)/.exec(v)?.[1] ?? 0);

/**
 * Seeds rows straight into `table` through the app's bound SQL (`runtime.orm.sql`): multi-row
 * `INSERT … VALUES (?,…),(…)` statements in one transaction. Rows are objects keyed by column; values
 * go as they are, and the binder turns Dates and booleans into what the dialect stores (epoch ms and
 * 0/1 on SQLite).
 */
export async function insertObjects(sql, table, rows, perStatement = 200) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const tuple = `(${columns.map(() => '?').join(',')})`;
  await sql.session(true, async (session) => {
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      await session.exec(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${chunk.map(() => tuple).join(',')}`,
        chunk.flatMap((row) => columns.map((c) => row[c])),
      );
    }
  });
}

export const ratio = (a, b) => (b ? Math.round((a / b) * 1000) / 1000 : null);

/** A seeded linear congruential generator: the same synthetic data on every run. */
export function seededRandom(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function percentile(sorted, p) {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
}

/** CPU seconds a process has used (Linux /proc; null elsewhere), user + system. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Times `fn` sequentially (after 20 warm-up calls): p50 / p99 / max wall-clock ms, and the CPU ms of
 * this process per call (client, in-process server and, for SQLite, the database), which unlike
 * wall-clock latency does not grow when other work competes for the cores. An `fn` that answers a
 * number has timed itself (e.g. a request up to its last byte, leaving out the client's parsing after).
 * With `serverPid` (a child
 * server), also that process's CPU ms per call (`serverCpuMs`, from /proc: 10 ms ticks, so a mean).
 */
export async function timeIt(fn, samples, { serverPid } = {}) {
  for (let i = 0; i < 20; i += 1) await fn();
  const times = [];
  const cpu = process.cpuUsage();
  const serverBefore = serverPid === undefined ? null : cpuSeconds(serverPid);
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    const own = await fn();
    times.push(typeof own === 'number' ? own : performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  const serverUsed = serverBefore === null ? null : cpuSeconds(serverPid) - serverBefore;
  times.sort((a, b) => a - b);
  const perCall = (ms) => Math.round((ms / samples) * 100) / 100;
  const cpuMs = perCall((used.user + used.system) / 1000);
  const timed = { p50: percentile(times, 50), p99: percentile(times, 99), max: percentile(times, 100), cpuMs, samples };
  return serverUsed === null ? timed : { ...timed, serverCpuMs: perCall(serverUsed * 1000) };
}

/** Streams `{"meta":…,"data":{…}}` through gzip to `<dir>/<name>.json.gz` and writes the sha256 sidecar. */
export async function writeGz(dir, name, meta, count, entry) {
  const file = join(dir, `${name}.json.gz`);
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file);
  gzip.on('data', (chunk) => hash.update(chunk));
  gzip.pipe(out);
  const write = (text) => (gzip.write(text) ? null : new Promise((r) => gzip.once('drain', r)));
  await write(`{"meta":${JSON.stringify(meta)},"data":{`);
  for (let i = 0; i < count; i++) await write(`${i ? ',' : ''}${entry(i)}`);
  gzip.end('}}');
  await new Promise((r) => out.on('finish', r));
  writeFileSync(`${file}.sha256`, hash.digest('hex'));
  return statSync(file).size;
}

/**
 * Runs `measure(kind, url)` on a fresh SQLite file, then (with a Postgres server) on a scratch
 * database; both are deleted afterwards. The results in that order.
 */
export async function onEachDatabase(ctx, fileStem, measure) {
  const file = join(tmpdir(), `${fileStem}-${Date.now()}.db`);
  const results = [];
  try {
    results.push(await measure('sqlite', `sqlite:${file}`));
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  if (ctx.pgUrl) {
    const db = await scratchPostgres(ctx.pgUrl);
    try {
      results.push(await measure('postgres', db.url));
    } finally {
      await db.drop();
    }
  }
  return results;
}
