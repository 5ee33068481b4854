// SQLite driver choice: node:sqlite (built into Node 24, what the app runs on:
// adapters' node-sqlite-dialect) against better-sqlite3 (the previous choice) on the app's two hot
// paths — a users primary-key lookup by prepared statement, and card-day writes (card_price_days
// rows, 500 per multi-row INSERT, one transaction) — plus plain single-row INSERTs in one
// transaction. Both halves run the same child script (servers/sqlite-driver-workload.mjs).
//
// better-sqlite3 is a native module that cannot be built for Node 24 here (no Node 24 headers can be
// fetched; only the npm registry is reachable), so its half runs on the machine's older Node (20,
// headers in /usr/include/node): the first run installs it with that Node's npm into a cache
// directory (os.tmpdir()/metagame-bench-better-sqlite3, compiled from source, one to two minutes),
// later runs reuse it. SQLITE_DRIVERS_DIR=<dir whose node_modules has better-sqlite3> skips the
// install; BENCH_OLD_NODE=<path> picks the Node. Without either, node:sqlite is reported alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { olderNode, ratio, systemEnv } from './support.mjs';

export const title = 'SQLite driver choice: node:sqlite vs better-sqlite3';
const WORKLOAD = fileURLToPath(new URL('./servers/sqlite-driver-workload.mjs', import.meta.url));
const CACHE = join(tmpdir(), 'metagame-bench-better-sqlite3');
const BETTER_SQLITE3 = 'better-sqlite3@12';
const INSTALL_TIMEOUT_MS = 8 * 60_000;

/** Runs `command args…`; resolves with its exit code and output (no shell). */
function exec(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', (error) => resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` }));
    child.once('close', (code, signal) => resolve({ code: code ?? signal, stdout, stderr }));
  });
}

const lastLines = (text, n = 3) =>
  text
    .trim()
    .split('\n')
    .filter((l) => !/^npm warn/i.test(l))
    .slice(-n)
    .join(' / ')
    .slice(0, 400);

async function workload(node, driver, scratch, betterDir, env = process.env) {
  const out = await exec(node, [WORKLOAD, driver, scratch, ...(betterDir ? [betterDir] : [])], {
    env,
    timeout: 5 * 60_000,
  });
  if (out.code !== 0) throw new Error(`${driver} on ${node} failed (${out.code}): ${lastLines(out.stderr)}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

const installed = (dir) =>
  existsSync(join(dir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'));

/**
 * Installs better-sqlite3 into CACHE with the older Node's own npm, compiled against its headers
 * (npm_config_nodedir: the install prefix of that Node, when it ships include/node; node-gyp cannot
 * download headers here). Installs into a
 * scratch directory first and renames it, so an interrupted install leaves no half-built cache.
 */
async function installBetterSqlite3(node) {
  const env = systemEnv(node);
  const prefix = dirname(dirname(node));
  if (existsSync(join(prefix, 'include', 'node', 'node_version.h'))) env.npm_config_nodedir = prefix;
  // That Node's npm: beside it, else the first on PATH outside node_modules. Its `#!/usr/bin/env node`
  // finds the older Node first on env.PATH, so node-gyp builds for that Node.
  const npm = [dirname(node), ...env.PATH.split(delimiter)].map((d) => join(d, 'npm')).find(existsSync);
  if (!npm) return { ok: false, reason: `no npm beside ${node} or on PATH` };
  const partial = `${CACHE}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  process.stderr.write(
    `bench: installing ${BETTER_SQLITE3} for ${node} into ${CACHE} (compiles from source, 1–2 minutes) …\n`,
  );
  const started = Date.now();
  const out = await exec(
    npm,
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', partial, BETTER_SQLITE3],
    { env, cwd: tmpdir(), timeout: INSTALL_TIMEOUT_MS },
  );
  writeFileSync(`${CACHE}.install.log`, `${out.stdout}\n${out.stderr}`);
  if (out.code !== 0 || !installed(partial)) {
    rmSync(partial, { recursive: true, force: true });
    const why =
      out.code === 'SIGTERM'
        ? `timed out after ${INSTALL_TIMEOUT_MS / 60_000} min`
        : out.code === 0
          ? 'installed but not compiled: did npm skip its install script?'
          : `exit ${out.code}: ${lastLines(out.stderr)}`;
    return {
      ok: false,
      reason: `npm install ${BETTER_SQLITE3} with ${node} failed (${why}; log: ${CACHE}.install.log)`,
    };
  }
  if (installed(CACHE))
    rmSync(partial, { recursive: true, force: true }); // another run got there first
  else {
    rmSync(CACHE, { recursive: true, force: true });
    renameSync(partial, CACHE);
  }
  return { ok: true, installSeconds: Math.round((Date.now() - started) / 1000) };
}

/** better-sqlite3's half on the older Node, or { skipped } saying why it was not measured. */
async function betterSqlite3(scratch) {
  const old = olderNode();
  if (!old.path) return { skipped: `no older Node to build better-sqlite3 for (${old.reason})` };
  const env = systemEnv(old.path);
  if (process.env.SQLITE_DRIVERS_DIR) {
    try {
      return await workload(old.path, 'better-sqlite3', scratch, process.env.SQLITE_DRIVERS_DIR, env);
    } catch (error) {
      return { skipped: `SQLITE_DRIVERS_DIR=${process.env.SQLITE_DRIVERS_DIR}: ${error.message}` };
    }
  }
  let install = null;
  if (!installed(CACHE)) {
    install = await installBetterSqlite3(old.path);
    if (!install.ok) return { skipped: install.reason };
  }
  try {
    return {
      ...(await workload(old.path, 'better-sqlite3', scratch, CACHE, env)),
      installSeconds: install?.installSeconds,
    };
  } catch (error) {
    if (install) return { skipped: error.message };
    // A cache built for another Node (ABI) or damaged: build it once more.
    rmSync(CACHE, { recursive: true, force: true });
    install = await installBetterSqlite3(old.path);
    if (!install.ok) return { skipped: install.reason };
    try {
      return {
        ...(await workload(old.path, 'better-sqlite3', scratch, CACHE, env)),
        installSeconds: install.installSeconds,
      };
    } catch (again) {
      return { skipped: again.message };
    }
  }
}

export async function run() {
  const scratch = mkdtempSync(join(tmpdir(), 'sqlite-drivers-'));
  try {
    const nodeSqlite = await workload(process.execPath, 'node:sqlite', scratch);
    const better = await betterSqlite3(scratch);
    const figures = { nodeSqlite, betterSqlite3: better };
    if (!better.skipped) {
      figures.nodeSqliteVsBetterSqlite3 = {
        lookups: ratio(nodeSqlite.lookupsPerSecond, better.lookupsPerSecond),
        dayRows: ratio(nodeSqlite.dayRowsPerSecond, better.dayRowsPerSecond),
        singleInserts: ratio(nodeSqlite.singleInsertsPerSecond, better.singleInsertsPerSecond),
      };
    }
    return { figures, markdown: table(figures) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function table(f) {
  const a = f.nodeSqlite;
  const b = f.betterSqlite3;
  const r = f.nodeSqliteVsBetterSqlite3;
  const col = (get) => (b.skipped ? 'not measured' : get(b));
  const x = (v) => (r ? `${v}×` : 'n/a');
  const rows = [
    `Each figure is the median of ${a.passes} passes, each on a fresh database file with the drivers' default settings (the app sets no pragmas). The same child script runs both halves; better-sqlite3 cannot be built for Node 24 here, so it runs on the machine's older Node and the ratio includes the runtime difference.`,
    '',
    "| | node:sqlite (the app's) | better-sqlite3 | node:sqlite ÷ better-sqlite3 |",
    '|---|---|---|---|',
    `| runtime, SQLite | Node ${a.node}, SQLite ${a.sqliteVersion} | ${col((d) => `Node ${d.node}, SQLite ${d.sqliteVersion}`)} | |`,
    `| users primary-key lookups/s (prepared statement, ${a.lookups} lookups over ${a.users} users) | ${a.lookupsPerSecond} | ${col((d) => d.lookupsPerSecond)} | ${x(r?.lookups)} |`,
    `| card_price_days rows/s (${a.rowsPerInsert} rows per INSERT, ${a.dayRows} rows, one transaction) | ${a.dayRowsPerSecond} | ${col((d) => d.dayRowsPerSecond)} | ${x(r?.dayRows)} |`,
    `| users single-row INSERTs/s (${a.users} rows, one transaction) | ${a.singleInsertsPerSecond} | ${col((d) => d.singleInsertsPerSecond)} | ${x(r?.singleInserts)} |`,
    `| defaults: journal_mode, synchronous, cache_size | ${a.settings.journalMode}, ${a.settings.synchronous}, ${a.settings.cacheSize} | ${col((d) => `${d.settings.journalMode}, ${d.settings.synchronous}, ${d.settings.cacheSize}`)} | |`,
  ];
  if (b.skipped) rows.push('', `better-sqlite3 not measured: ${b.skipped}.`);
  else if (b.installSeconds)
    rows.push(
      '',
      `(better-sqlite3 was installed and compiled for Node ${b.node} in this run: ${b.installSeconds} s, cached for later runs.)`,
    );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run();
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
