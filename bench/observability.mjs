// Observability benchmark: what /metrics' per-request recording costs. GET /auth/me (the cheapest
// authenticated read, so the largest relative cost) and a card search page (2,000 printings
// imported first), served by two children of the same build over the same database, one with
// METRICS_ENABLED=true and one with false, loaded in alternating rounds in one run; the figures are
// req/s off ÷ on - 1 and server CPU per request on ÷ off - 1 (target < 5%). Request ids have no switch (every response carries one), so
// both children pay for them: the ratio is the cost of the metrics alone, and the request id's own
// cost is within the noise of the absolute figures beside it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuSeconds, load, onEachDatabase, startChild, writeGz } from './support.mjs';

export const title = 'Observability: metrics and request ids on vs off (issue 27)';
const SERVER = fileURLToPath(new URL('./servers/observability-server.mjs', import.meta.url));
const IMPORT_CHILD = fileURLToPath(new URL('./servers/card-data-import.mjs', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SETS = 20;
const PER_SET = 100;
const uuid = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const COLORS = ['W', 'U', 'B', 'R', 'G'];

function card(i, setCode) {
  const color = COLORS[i % 5];
  return {
    availability: ['paper'],
    borderColor: 'black',
    colorIdentity: [color],
    colors: [color],
    finishes: ['nonfoil'],
    foreignData: [],
    frameVersion: '2015',
    identifiers: { scryfallId: uuid(i + 500_000) },
    layout: 'normal',
    legalities: { modern: 'Legal', legacy: 'Legal', vintage: 'Legal' },
    manaCost: `{${i % 6}}{${color}}`,
    manaValue: (i % 6) + 1,
    name: `Bench Creature ${i % 700}`,
    number: String((i % PER_SET) + 1),
    power: String(i % 5),
    printings: [setCode],
    rarity: ['common', 'uncommon', 'rare', 'mythic'][i % 4],
    setCode,
    subtypes: ['Human'],
    supertypes: [],
    text: 'When this creature enters, draw a card.',
    toughness: String((i % 4) + 1),
    type: 'Creature — Human',
    types: ['Creature'],
    uuid: uuid(i),
  };
}

/** A small MTGJSON build (Meta, AllPrintings, AllPricesToday) for the import to read from disk. */
async function writeCatalogue(dir) {
  const meta = { date: '2026-02-08', version: '5.2.2+20260208' };
  writeFileSync(join(dir, 'Meta.json'), JSON.stringify({ meta, data: meta }));
  await writeGz(dir, 'AllPrintings', meta, SETS, (s) => {
    const code = `OB${s}`;
    const cards = Array.from({ length: PER_SET }, (_, n) => card(s * PER_SET + n, code));
    return `"${code}":${JSON.stringify({ baseSetSize: PER_SET, cards, code, isFoilOnly: false, isOnlineOnly: false, name: `Bench ${s}`, releaseDate: '2020-01-01', tokens: [], totalSetSize: PER_SET, type: 'expansion' })}`;
  });
  await writeGz(dir, 'AllPricesToday', meta, SETS * PER_SET, (i) =>
    JSON.stringify({
      [uuid(i)]: {
        paper: { tcgplayer: { buylist: {}, retail: { normal: { '2026-02-08': 1 + (i % 50) } }, currency: 'USD' } },
      },
    }).slice(1, -1),
  );
}

async function tokenOf(child) {
  const res = await fetch(`${child.url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: child.email, password: child.password }),
  });
  return (await res.json()).access_token;
}

/** One load round, with the server's own CPU µs per request (others' load moves req/s far more). */
async function loadRound(child, target) {
  const before = cpuSeconds(child.pid);
  const result = await load({ ...target, duration: SECONDS });
  const after = cpuSeconds(child.pid);
  const requests = result.rps * SECONDS;
  const cpuUs = before === null || !requests ? null : Math.round(((after - before) / requests) * 1e6);
  return { ...result, cpuUs };
}

/**
 * Request ids have no switch, so their cost is measured on the middleware itself: µs per request
 * for a generated id and for a kept incoming one (header read, check, UUID, response header,
 * entering the log context), set beside the CPU a whole GET /auth/me costs.
 */
async function requestIdCost() {
  const { requestId } = await import(new URL('../hosts/dist/http/request-id.js', import.meta.url).href);
  const handler = requestId();
  const next = () => {};
  const time = (incoming) => {
    const req = { get: () => incoming };
    const n = 200_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) handler(req, { locals: {}, setHeader() {} }, next);
    return Math.round((Number(process.hrtime.bigint() - started) / n / 1000) * 100) / 100;
  };
  time(undefined);
  return { generatedUs: time(undefined), keptUs: time('0af7651916cd43dd8448eb211c80319c') };
}

/**
 * The metrics' own per-request work timed alone, which the machine's load cannot hide the way it
 * hides a few µs in req/s: the recording middleware on a response that then finishes (timer,
 * 'finish' listener, route label, histogram observation).
 */
async function metricsRecordingCost() {
  const { EventEmitter } = await import('node:events');
  const dist = (path) => new URL(`../hosts/dist/http/metrics/${path}`, import.meta.url).href;
  const { HttpMetrics } = await import(dist('http-metrics.js'));
  const { recordMetrics } = await import(dist('record-metrics.js'));
  const metrics = new HttpMetrics({ poolUse: null, importStatus: async () => ({}), logger: console });
  const handler = recordMetrics(metrics);
  const next = () => {};
  const routes = ['/api/v1/auth/me', '/api/v1/cards/search', '/health'];
  const n = 200_000;
  const run = () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) {
      const res = new EventEmitter();
      res.statusCode = 200;
      handler({ method: 'GET', baseUrl: '', route: { path: routes[i % 3] } }, res, next);
      res.emit('finish');
    }
    return Number(process.hrtime.bigint() - started) / n / 1000;
  };
  const bare = () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) new EventEmitter().emit('finish');
    return Number(process.hrtime.bigint() - started) / n / 1000;
  };
  run();
  bare();
  return { recordUs: Math.round((run() - bare()) * 100) / 100 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(kind, databaseUrl, catalogueDir) {
  const importer = await startChild(IMPORT_CHILD, ['import', 'AllPricesToday'], {
    DATABASE_URL: databaseUrl,
    CARD_DATA_BASE_URL: pathToFileURL(catalogueDir).toString(),
  });
  const on = await startChild(SERVER, [], { DATABASE_URL: databaseUrl, METRICS_ENABLED: 'true' });
  const off = await startChild(SERVER, [], { DATABASE_URL: databaseUrl, METRICS_ENABLED: 'false' });
  try {
    const routes = {
      me: async (child) => ({
        url: `${child.url}/api/v1/auth/me`,
        headers: { authorization: `Bearer ${await tokenOf(child)}` },
      }),
      search: async (child) => ({ url: `${child.url}/api/v1/cards/search?q=t%3Acreature%20c%3Ab&page=1` }),
    };
    const figures = { cards: importer.counts.cards };
    for (const [name, request] of Object.entries(routes)) {
      const targets = { on: await request(on), off: await request(off) };
      const rounds = { on: [], off: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternating which goes first, so a drift in the machine's load falls on both alike.
        const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
        for (const side of order) rounds[side].push(await loadRound(side === 'on' ? on : off, targets[side]));
      }
      const rps = { on: median(rounds.on.map((r) => r.rps)), off: median(rounds.off.map((r) => r.rps)) };
      const cpu = { on: median(rounds.on.map((r) => r.cpuUs)), off: median(rounds.off.map((r) => r.cpuUs)) };
      figures[name] = {
        rpsOn: rps.on,
        rpsOff: rps.off,
        cost: Math.round((rps.off / rps.on - 1) * 1000) / 1000,
        cpuUsOn: cpu.on,
        cpuUsOff: cpu.off,
        cpuCost: cpu.off ? Math.round((cpu.on / cpu.off - 1) * 1000) / 1000 : null,
        p99On: median(rounds.on.map((r) => r.p99)),
        p99Off: median(rounds.off.map((r) => r.p99)),
        failures: [...rounds.on, ...rounds.off].reduce((n, r) => n + r.non2xx + r.errors, 0),
      };
    }
    return { kind, ...figures };
  } finally {
    await on.stop();
    await off.stop();
  }
}

export async function run(ctx = {}) {
  const catalogueDir = mkdtempSync(join(tmpdir(), 'metagame-bench-observe-'));
  try {
    await writeCatalogue(catalogueDir);
    const results = await onEachDatabase(ctx, 'metagame-bench-observe', (kind, url) =>
      measure(kind, url, catalogueDir),
    );
    const requestIds = await requestIdCost();
    const recording = await metricsRecordingCost();
    const meCpu = results[0].me.cpuUsOff;
    const pct = (x) => `${(x * 100).toFixed(1)}%`;
    const rows = results.flatMap((r) =>
      ['me', 'search'].map(
        (route) =>
          `| ${r.kind} | ${route === 'me' ? 'GET /auth/me' : `card search page (${r.cards} printings)`} | ${r[route].rpsOff} | ${r[route].rpsOn} | ${pct(r[route].cost)} | ${r[route].cpuUsOff} / ${r[route].cpuUsOn} | ${r[route].cpuCost === null ? 'n/a' : pct(r[route].cpuCost)} | ${r[route].p99Off} / ${r[route].p99On} | ${r[route].failures} |`,
      ),
    );
    const markdown = [
      `Median of ${ROUNDS} alternating ${SECONDS} s rounds at 50 connections; request ids on in both. Cost = req/s off ÷ on − 1 (target < 5%); CPU cost = the server's CPU µs per request on ÷ off − 1, which the machine's other load disturbs far less.`,
      '',
      '| database | route | req/s metrics off | req/s metrics on | cost | CPU µs/req off / on | CPU cost | p99 ms off / on | failures |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Metrics recording timed alone: ${recording.recordUs} µs per request` +
        (meCpu ? `, ${pct(recording.recordUs / meCpu)} of the ${meCpu} µs a GET /auth/me costs the server.` : '.'),
      '',
      `Request ids (no switch; the middleware timed alone): ${requestIds.generatedUs} µs per request with a generated id, ${requestIds.keptUs} µs with a kept one` +
        (meCpu ? `, ${pct(requestIds.generatedUs / meCpu)} of the ${meCpu} µs a GET /auth/me costs the server.` : '.'),
    ].join('\n');
    return { figures: { results, requestIds, recording, seconds: SECONDS, rounds: ROUNDS }, markdown };
  } finally {
    rmSync(catalogueDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await run({ pgUrl: process.env.TEST_DATABASE_URL }), null, 2));
