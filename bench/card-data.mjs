// Card-data import benchmark (the MTGJSON import). Generates a synthetic AllPricesToday of
// realistic size (100,000 uuids, every provider) and an AllPrices of 1/10 of the real one (8,100
// uuids × 11 series × 90 days ≈ 8.0M points), imports them through the real job in a child process
// (peak RSS is the import's own), compares points/s with a raw one-row-per-point bulk insert on the
// same driver in the same run, and measures GET /cards/{uuid}/prices with the full history loaded.
// The raw table doubles as the "row per point" layout for the storage-layout comparison with the
// layout the import uses (one row per card and date, series coded). Last, the daily job runs once
// more with an AllPrintings of real weight (bench/fixtures/heavy-all-printings.mjs): a new upstream
// build refreshes the catalogue every day, and peak RSS must stay under 300 MB for every input.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { writeHeavyAllPrintings } from './fixtures/heavy-all-printings.mjs';
import { ratio, scratchPostgres, startChild, writeGz } from './support.mjs';

export const title = 'Card data import (MTGJSON)';

const TODAY_UUIDS = Number(process.env.BENCH_TODAY_UUIDS ?? 100_000);
const HISTORY_UUIDS = Number(process.env.BENCH_HISTORY_UUIDS ?? 8_100);
const DAYS = 90;
/** Cards whose history the raw baseline inserts (≈2M points): enough for a steady rate and size per point. */
const BASELINE_UUIDS = Math.min(HISTORY_UUIDS, Number(process.env.BENCH_BASELINE_UUIDS ?? 2_000));
const CHILD = fileURLToPath(new URL('./servers/card-data-import.mjs', import.meta.url));
/** (platform, provider, list, finish, currency): all five v5.3 providers, 11 series per card. */
const SERIES = [
  ['paper', 'tcgplayer', 'retail', 'normal', 'USD'],
  ['paper', 'tcgplayer', 'retail', 'foil', 'USD'],
  ['paper', 'cardkingdom', 'retail', 'normal', 'USD'],
  ['paper', 'cardkingdom', 'retail', 'foil', 'USD'],
  ['paper', 'cardkingdom', 'buylist', 'normal', 'USD'],
  ['paper', 'cardkingdom', 'buylist', 'foil', 'USD'],
  ['paper', 'cardmarket', 'retail', 'normal', 'EUR'],
  ['paper', 'cardmarket', 'retail', 'foil', 'EUR'],
  ['paper', 'manapool', 'retail', 'normal', 'USD'],
  ['mtgo', 'cardhoarder', 'retail', 'normal', 'USD'],
  ['mtgo', 'cardhoarder', 'retail', 'foil', 'USD'],
];
const uuidOf = (i) => {
  const h = i.toString(16).padStart(12, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5000-8000-${h.padStart(12, 'f')}`;
};
const dates = Array.from({ length: DAYS }, (_, i) =>
  new Date(Date.UTC(2026, 1, 8) - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
);
const price = (i, s, d) => Math.round(((i % 997) + s * 1.7 + d * 0.01 + 0.05) * 100) / 100;

function priceEntry(i, days) {
  const out = { paper: {}, mtgo: {} };
  SERIES.forEach(([platform, provider, list, finish, currency], s) => {
    const p = (out[platform][provider] ??= { buylist: {}, retail: {}, currency });
    p[list][finish] = Object.fromEntries(days.map((d, k) => [d, price(i, s, k)]));
  });
  return out;
}

export async function generate(dir) {
  const meta = { date: '2026-02-08', version: '5.3.0+20260208' };
  writeFileSync(join(dir, 'Meta.json'), JSON.stringify({ meta, data: meta }));
  const cards = Array.from({ length: HISTORY_UUIDS }, (_, i) => ({
    uuid: uuidOf(i),
    name: `Card ${i}`,
    number: String(i + 1),
    setCode: 'BEN',
    rarity: 'common',
    type: 'Instant',
    types: ['Instant'],
    layout: 'normal',
    legalities: {},
    identifiers: {},
  }));
  await writeGz(
    dir,
    'AllPrintings',
    meta,
    1,
    () =>
      `"BEN":${JSON.stringify({ code: 'BEN', name: 'Bench', releaseDate: '2026-01-01', type: 'expansion', baseSetSize: cards.length, totalSetSize: cards.length, cards, tokens: [] })}`,
  );
  const history = await writeGz(
    dir,
    'AllPrices',
    meta,
    HISTORY_UUIDS,
    (i) => `"${uuidOf(i)}":${JSON.stringify(priceEntry(i, dates))}`,
  );
  // The daily cron case: today's file is the build after the history's last day.
  const nextDay = new Date(Date.parse(`${dates.at(-1)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const today = await writeGz(
    dir,
    'AllPricesToday',
    meta,
    TODAY_UUIDS,
    (i) => `"${uuidOf(i)}":${JSON.stringify(priceEntry(i, [nextDay]))}`,
  );
  // The daily job with a real-weight catalogue: heavy/ holds that AllPrintings beside the same Meta and AllPricesToday.
  const heavyDir = join(dir, 'heavy');
  mkdirSync(heavyDir);
  for (const file of ['Meta.json', 'AllPricesToday.json.gz', 'AllPricesToday.json.gz.sha256'])
    copyFileSync(join(dir, file), join(heavyDir, file));
  const heavy = await writeHeavyAllPrintings(heavyDir, meta);
  return {
    historyPoints: HISTORY_UUIDS * SERIES.length * DAYS,
    todayPoints: TODAY_UUIDS * SERIES.length,
    historyGzMb: history / 2 ** 20,
    todayGzMb: today / 2 ** 20,
    heavyCatalogue: heavy,
  };
}

/** Raw baseline: one row per point, multi-row bulk insert on the same driver, no parse. */
async function rawBaseline(kind, target, importDb) {
  const rowsPerBatch = 4_000;
  const session = kind === 'sqlite' ? sqliteRaw(target, importDb) : await pgRaw(target);
  await session.exec(
    'CREATE TABLE bench_points (uuid text, platform text, provider text, list text, finish text, currency text, date text, price double precision)',
  );
  let insertMs = 0;
  let batch = [];
  const flush = async () => {
    const t = performance.now();
    await session.insert(batch);
    insertMs += performance.now() - t;
    batch = [];
  };
  for (let i = 0; i < BASELINE_UUIDS; i++) {
    const uuid = uuidOf(i);
    SERIES.forEach(([platform, provider, list, finish, currency], s) =>
      dates.forEach((d, k) => batch.push([uuid, platform, provider, list, finish, currency, d, price(i, s, k)])),
    );
    if (batch.length >= rowsPerBatch) await flush();
  }
  await flush();
  const t = performance.now();
  await session.exec('CREATE INDEX bench_points_uuid ON bench_points (uuid, platform, provider, list, finish, date)');
  const indexSeconds = (performance.now() - t) / 1000;
  const points = BASELINE_UUIDS * SERIES.length * DAYS;
  const read = await session.readP99(
    'SELECT platform, provider, list, finish, currency, date, price FROM bench_points WHERE uuid = ? ORDER BY platform, provider, list, finish, date DESC',
  );
  const readDays = await session.readP99(
    'SELECT date, prices FROM card_price_days WHERE uuid = ? ORDER BY date DESC',
    true,
  );
  const sizes = await session.sizes();
  await session.close();
  const perMillion = (bytes, n) => Math.round((bytes / 2 ** 20 / (n / 1e6)) * 10) / 10;
  return {
    points,
    pointsPerSecond: Math.round(points / (insertMs / 1000)),
    indexSeconds,
    readP99PointRows: read,
    readP99DayRows: readDays,
    pointRowsMbPerMillionPoints: perMillion(sizes.pointBytes, points),
    dayRowsMbPerMillionPoints: perMillion(sizes.dayBytes, sizes.dayPoints),
  };
}

/** The baseline goes to its own SQLite file (same driver as the app: node:sqlite); the import's file is opened read-only for sizes and reads. */
function sqliteRaw(path, importPath) {
  const db = new DatabaseSync(path);
  const imported = new DatabaseSync(importPath, { readOnly: true });
  const stmts = new Map();
  const stmt = (n) =>
    stmts.get(n) ??
    stmts.set(n, db.prepare(`INSERT INTO bench_points VALUES ${Array(n).fill('(?,?,?,?,?,?,?,?)').join(',')}`)).get(n);
  // Table and index pages only (dbstat), not the whole file: freed staging pages stay in it.
  const usedBytes = (d, table) =>
    d
      .prepare('SELECT SUM(pgsize) AS b FROM dbstat WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = ?)')
      .get(table).b;
  return {
    exec: async (sql) => db.exec(sql),
    insert: async (rows) => {
      db.exec('BEGIN');
      try {
        for (let i = 0; i < rows.length; i += 4000) {
          const c = rows.slice(i, i + 4000);
          stmt(c.length).run(...c.flat());
        }
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    readP99: async (sql, onDays) => {
      const q = (onDays ? imported : db).prepare(sql);
      return p99((u) => q.all(u));
    },
    sizes: async () => ({
      pointBytes: usedBytes(db, 'bench_points'),
      dayBytes: usedBytes(imported, 'card_price_days'),
      dayPoints: imported.prepare('SELECT SUM(point_count) AS n FROM card_price_days').get().n,
    }),
    close: async () => {
      db.close();
      imported.close();
    },
  };
}

async function pgRaw(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: async (sql) => client.query(sql),
    insert: async (rows) => {
      const cols = Array.from({ length: 8 }, (_, c) => rows.map((r) => r[c]));
      await client.query(
        'INSERT INTO bench_points SELECT * FROM unnest($1::text[],$2::text[],$3::text[],$4::text[],$5::text[],$6::text[],$7::text[],$8::float8[])',
        cols,
      );
    },
    readP99: async (sql) => {
      const text = sql.replace('?', '$1');
      return p99Async((u) => client.query(text, [u]));
    },
    sizes: async () => {
      const size = async (t) => Number((await client.query('SELECT pg_total_relation_size($1) AS b', [t])).rows[0].b);
      const dayPoints = Number((await client.query('SELECT SUM(point_count) AS n FROM card_price_days')).rows[0].n);
      return { pointBytes: await size('bench_points'), dayBytes: await size('card_price_days'), dayPoints };
    },
    close: () => client.end(),
  };
}

const p99 = (run) => {
  const t = [];
  for (let i = 0; i < 1000; i++) {
    const s = performance.now();
    run(uuidOf((i * 7919) % BASELINE_UUIDS));
    t.push(performance.now() - s);
  }
  return pct(t);
};
const p99Async = async (run) => {
  const t = [];
  for (let i = 0; i < 1000; i++) {
    const s = performance.now();
    await run(uuidOf((i * 7919) % BASELINE_UUIDS));
    t.push(performance.now() - s);
  }
  return pct(t);
};
const pct = (t) => Math.round(t.sort((a, b) => a - b)[Math.floor(t.length * 0.99)] * 1000) / 1000;

async function child(args, env) {
  const c = await startChild(CHILD, args, env);
  return c;
}

async function measureOn(kind, dir, pgUrl, files) {
  const scratch = kind === 'postgres' ? await scratchPostgres(pgUrl) : null;
  const sqlitePath = join(dir, 'bench.db');
  const env = {
    DATABASE_URL: scratch ? scratch.url : `sqlite:${sqlitePath}`,
    CARD_DATA_BASE_URL: pathToFileURL(dir).toString(),
  };
  try {
    const history = await child(['import', 'AllPrices'], env);
    const today = await child(['import', 'AllPricesToday'], env);
    const reads = await child(
      ['read', Array.from({ length: 200 }, (_, i) => uuidOf((i * 37) % HISTORY_UUIDS)).join(',')],
      env,
    );
    const raw = await rawBaseline(kind, scratch ? scratch.url : join(dir, 'bench-raw.db'), sqlitePath);
    const heavy = await child(['import', 'AllPricesToday'], {
      ...env,
      CARD_DATA_BASE_URL: pathToFileURL(join(dir, 'heavy')).toString(),
    });
    const historyPps = Math.round(files.historyPoints / history.seconds);
    const todayPps = Math.round(files.todayPoints / today.seconds);
    return {
      allPrices: {
        points: files.historyPoints,
        seconds: round(history.seconds),
        pointsPerSecond: historyPps,
        maxRssMb: round(history.maxRssMb),
      },
      allPricesToday: {
        points: files.todayPoints,
        seconds: round(today.seconds),
        pointsPerSecond: todayPps,
        maxRssMb: round(today.maxRssMb),
      },
      rawInsert: { points: raw.points, pointsPerSecond: raw.pointsPerSecond },
      ratioAllPrices: ratio(historyPps, raw.pointsPerSecond),
      ratioAllPricesToday: ratio(todayPps, raw.pointsPerSecond),
      pricesGetP50Ms: round(reads.p50),
      pricesGetP99Ms: round(reads.p99),
      heavyCatalogue: {
        cards: heavy.counts.cards,
        catalogueSeconds: round(heavy.phases.catalogue),
        maxRssMb: round(heavy.maxRssMb),
      },
      layout: {
        pointRows: {
          indexSeconds: round(raw.indexSeconds),
          mbPerMillionPoints: raw.pointRowsMbPerMillionPoints,
          readP99Ms: raw.readP99PointRows,
        },
        dayRows: { mbPerMillionPoints: raw.dayRowsMbPerMillionPoints, readP99Ms: raw.readP99DayRows },
      },
    };
  } finally {
    await scratch?.drop();
  }
}

const round = (n) => (typeof n === 'number' ? Math.round(n * 100) / 100 : n);

export async function run(ctx) {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-bench-mtgjson-'));
  try {
    const files = await generate(dir);
    const figures = {
      files: {
        ...files,
        historyGzMb: round(files.historyGzMb),
        todayGzMb: round(files.todayGzMb),
        heavyCatalogue: { ...files.heavyCatalogue, gzMb: round(files.heavyCatalogue.gzMb) },
      },
      sqlite: await measureOn('sqlite', dir, ctx.pgUrl, files),
    };
    if (ctx.pgUrl) figures.postgres = await measureOn('postgres', dir, ctx.pgUrl, files);
    return { figures, markdown: table(figures) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(f) {
  const rows = ['| | SQLite | PostgreSQL |', '|---|---|---|'];
  const cell = (get) => `| ${get(f.sqlite)} | ${f.postgres ? get(f.postgres) : 'n/a'} |`;
  const line = (label, get) => rows.push(`| ${label} ${cell(get)}`);
  line(
    `AllPrices ${f.files.historyPoints} points: points/s (peak RSS MB)`,
    (x) => `${x.allPrices.pointsPerSecond} (${x.allPrices.maxRssMb})`,
  );
  line(
    `AllPricesToday ${f.files.todayPoints} points: points/s (peak RSS MB)`,
    (x) => `${x.allPricesToday.pointsPerSecond} (${x.allPricesToday.maxRssMb})`,
  );
  line('raw one-row-per-point insert, points/s', (x) => x.rawInsert.pointsPerSecond);
  line(
    'import / raw (target ≥ 0.5): AllPrices, AllPricesToday',
    (x) => `${x.ratioAllPrices}, ${x.ratioAllPricesToday}`,
  );
  line('GET /cards/{uuid}/prices p50 / p99 ms (target p99 < 20)', (x) => `${x.pricesGetP50Ms} / ${x.pricesGetP99Ms}`);
  line(
    `daily import with a real-weight AllPrintings (${f.files.heavyCatalogue.cards} cards, ${f.files.heavyCatalogue.gzMb} MB gzip): catalogue s (peak RSS MB)`,
    (x) => `${x.heavyCatalogue.catalogueSeconds} (${x.heavyCatalogue.maxRssMb})`,
  );
  line(
    'layout row per point: MB per 1M points, SQL read p99 ms (+ index build s)',
    (x) =>
      `${x.layout.pointRows.mbPerMillionPoints}, ${x.layout.pointRows.readP99Ms} (+${x.layout.pointRows.indexSeconds})`,
  );
  line(
    'layout row per card and day (used): MB per 1M points, SQL read p99 ms',
    (x) => `${x.layout.dayRows.mbPerMillionPoints}, ${x.layout.dayRows.readP99Ms}`,
  );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
