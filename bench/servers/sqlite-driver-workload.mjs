// The SQLite driver comparison's workload (bench/sqlite-drivers.mjs), run in a child process of the
// Node under test: `node sqlite-driver-workload.mjs <node:sqlite|better-sqlite3> <scratch dir>
// [dir with better-sqlite3 installed]`. It imports nothing of the project, so it runs on the
// machine's Node 20 too (better-sqlite3's half: it cannot be built for Node 24 here). The same
// synchronous calls on both drivers (exec, prepare, run, get), the app's pragmas (none: defaults).
// Each pass uses a fresh database file; prints one JSON line: the median of the passes per figure.
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const [driver, scratch, betterDir] = process.argv.slice(2);
const USERS = Number(process.env.BENCH_SQLITE_USERS ?? 50_000);
const LOOKUPS = Number(process.env.BENCH_SQLITE_LOOKUPS ?? 50_000);
const DAY_ROWS = Number(process.env.BENCH_SQLITE_DAY_ROWS ?? 200_000);
const PASSES = Number(process.env.BENCH_SQLITE_PASSES ?? 5);
const ROWS_PER_INSERT = 500;

async function open(file) {
  if (driver === 'node:sqlite') {
    const { DatabaseSync } = await import('node:sqlite');
    return new DatabaseSync(file);
  }
  const Database = createRequire(join(betterDir, 'package.json'))('better-sqlite3');
  return new Database(file);
}

// The app's tables (migrations m0001 and m0008, SQLite side).
const USERS_DDL = [
  "create table `users` (`id` char(36), `email` varchar(255) not null, `hashed_password` varchar(255) not null, `role` varchar(32) not null default 'user', `is_active` boolean not null default '1', `is_verified` boolean not null default '0', `display_name` varchar(100) null, `token_version` integer not null default '0', `created_at` datetime not null, `updated_at` datetime not null, primary key (`id`))",
  'create unique index `users_email_unique` on `users` (`email`)',
];
const DAYS_DDL =
  'CREATE TABLE card_price_days (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, prices text NOT NULL, PRIMARY KEY (uuid, date)) WITHOUT ROWID';
const USER_COLUMNS =
  'id, email, hashed_password, role, is_active, is_verified, display_name, token_version, created_at, updated_at';

const idOf = (i) => {
  const h = i.toString(16).padStart(12, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4000-8000-${h.padStart(12, 'a')}`;
};
const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$' + 'x'.repeat(43);
const userRow = (i) => [
  idOf(i),
  `user-${i}@example.com`,
  HASH,
  'user',
  1,
  1,
  null,
  0,
  1_767_000_000_000 + i,
  1_767_000_000_000 + i,
];
/** card_price_days rows: 90 days per card, 11 series coded 1–11 in each day's JSON. */
const DAYS = 90;
const dayOf = (d) => new Date(Date.UTC(2026, 1, 8) - d * 86_400_000).toISOString().slice(0, 10);
const dayRow = (r) => {
  const card = Math.floor(r / DAYS);
  const prices = {};
  for (let s = 1; s <= 11; s++) prices[s] = Math.round(((card % 997) + s * 1.7 + (r % DAYS) * 0.01) * 100) / 100;
  return [idOf(card), dayOf(r % DAYS), 11, JSON.stringify(prices)];
};

/** Built before the clock starts: the figures are the driver's, not the row generator's. */
const users = Array.from({ length: USERS }, (_, i) => userRow(i));
let s = 12345;
const lookupIds = Array.from({ length: LOOKUPS }, () => idOf((s = (s * 1664525 + 1013904223) >>> 0) % USERS));
const dayBatches = [];
for (let r = 0; r < DAY_ROWS; r += ROWS_PER_INSERT)
  dayBatches.push(Array.from({ length: Math.min(ROWS_PER_INSERT, DAY_ROWS - r) }, (_, k) => dayRow(r + k)).flat());

const perSecond = (count, started) => Math.round(count / ((performance.now() - started) / 1000));

async function pass(n) {
  const file = join(scratch, `${driver.replace(':', '-')}-${n}.db`);
  rmSync(file, { force: true });
  const db = await open(file);
  try {
    for (const sql of USERS_DDL) db.exec(sql);
    db.exec(DAYS_DDL);

    const insertUser = db.prepare(`insert into users (${USER_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let started = performance.now();
    db.exec('BEGIN');
    for (const row of users) insertUser.run(...row);
    db.exec('COMMIT');
    const singleInserts = perSecond(USERS, started);

    const byId = db.prepare(`select ${USER_COLUMNS} from users where id = ?`);
    let found = 0;
    started = performance.now();
    for (const id of lookupIds) if (byId.get(id)) found += 1;
    const lookups = perSecond(LOOKUPS, started);
    if (found !== LOOKUPS) throw new Error(`${found} of ${LOOKUPS} lookups found their row`);

    const tuple = '(?,?,?,?)';
    const many = db.prepare(
      `INSERT INTO card_price_days (uuid, date, point_count, prices) VALUES ${Array(ROWS_PER_INSERT).fill(tuple).join(',')}`,
    );
    const one = db.prepare(`INSERT INTO card_price_days (uuid, date, point_count, prices) VALUES ${tuple}`);
    started = performance.now();
    db.exec('BEGIN');
    for (const batch of dayBatches) {
      if (batch.length === ROWS_PER_INSERT * 4) many.run(...batch);
      else for (let i = 0; i < batch.length; i += 4) one.run(...batch.slice(i, i + 4));
    }
    db.exec('COMMIT');
    const dayRows = perSecond(DAY_ROWS, started);
    const stored = db.prepare('select count(*) as n from card_price_days').get().n;
    if (Number(stored) !== DAY_ROWS) throw new Error(`${stored} of ${DAY_ROWS} card-day rows stored`);

    const pragma = (name) => Object.values(db.prepare(`pragma ${name}`).get())[0];
    const settings = {
      journalMode: pragma('journal_mode'),
      synchronous: pragma('synchronous'),
      cacheSize: pragma('cache_size'),
    };
    const sqliteVersion = db.prepare('select sqlite_version() as v').get().v;
    return { singleInserts, lookups, dayRows, settings, sqliteVersion };
  } finally {
    db.close();
    rmSync(file, { force: true });
  }
}

const passes = [];
for (let n = 0; n < PASSES; n++) passes.push(await pass(n));
const median = (key) => passes.map((p) => p[key]).sort((a, b) => a - b)[Math.floor(passes.length / 2)];
process.stdout.write(
  JSON.stringify({
    driver,
    node: process.version,
    sqliteVersion: passes[0].sqliteVersion,
    settings: passes[0].settings,
    passes: PASSES,
    users: USERS,
    lookups: LOOKUPS,
    dayRows: DAY_ROWS,
    rowsPerInsert: ROWS_PER_INSERT,
    singleInsertsPerSecond: median('singleInserts'),
    lookupsPerSecond: median('lookups'),
    dayRowsPerSecond: median('dayRows'),
    allPasses: passes.map(({ singleInserts, lookups, dayRows }) => ({ singleInserts, lookups, dayRows })),
  }) + '\n',
);
