// Client card API benchmark (autocomplete, named lookups, search, batch lookups). On the real-weight
// catalogue the card-data benchmark builds
// (bench/fixtures/heavy-all-printings.mjs: 100,000 printings), in its `varied` form (27,000 names,
// every colour, eight type lines, …) with today's prices for every card, on both databases:
// - the daily import (AllPrintings + AllPricesToday, the job `metagame import` runs from cron) with
//   the search data kept current, against the same import by this project as of BENCH_SEARCH_BASELINE
//   (default commit 74a6207, before the search data existed), exported with `git archive` and built
//   in a temporary directory, run in the same sitting on the same files: a first import into an
//   empty database, then the next day's;
// - then, on the imported database, sequential HTTP requests: autocomplete (target p99 < 10 ms),
//   fuzzy named lookups (< 20 ms), a mixed set of 20 typical searches (< 50 ms), batches of 75
//   identifiers (< 30 ms).
// BENCH_SEARCH_BASELINE=skip leaves the baseline out; =<dir> uses a baseline already built there.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { heavyUuid, variedName, VARIED_NAMES, writeHeavyAllPrintings } from './fixtures/heavy-all-printings.mjs';
import { ratio, scratchPostgres, seededRandom, startChild, writeGz } from './support.mjs';

export const title = 'Client card API: autocomplete, named, search, collection (issue 15)';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMPORT_CHILD = 'bench/servers/card-data-import.mjs';
const READS_CHILD = fileURLToPath(new URL('./servers/card-search-reads.mjs', import.meta.url));
const BASELINE = process.env.BENCH_SEARCH_BASELINE ?? '74a6207';
const CARDS = 100_000;
const DAYS = ['2026-02-08', '2026-02-09'];

/** The printing's set and collector number in the heavy catalogue (one set of 10,000, then sets of 150). */
const setNumberOf = (i) =>
  i < 10_000
    ? { set: 'H0', number: String(i + 1) }
    : { set: `H${1 + Math.floor((i - 10_000) / 150)}`, number: String(((i - 10_000) % 150) + 1) };
const nameOf = (i) => variedName((i * 7_919) % VARIED_NAMES);

export async function writeDay(dir, date, version, catalogue) {
  mkdirSync(dir, { recursive: true });
  const meta = { date, version };
  writeFileSync(join(dir, 'Meta.json'), JSON.stringify({ meta, data: meta }));
  const heavy = catalogue ? await writeHeavyAllPrintings(dir, meta, { varied: true }) : null;
  const price = (i, s) => Math.round((((i * 37) % 4_000) / 100 + s * 0.3 + (date === DAYS[1] ? 0.01 : 0)) * 100) / 100;
  await writeGz(
    dir,
    'AllPricesToday',
    meta,
    CARDS,
    (i) =>
      `"${heavyUuid(i)}":${JSON.stringify({
        paper: {
          tcgplayer: {
            buylist: {},
            retail: { normal: { [date]: price(i, 0) }, foil: { [date]: price(i, 1) } },
            currency: 'USD',
          },
          cardkingdom: {
            buylist: { normal: { [date]: price(i, -0.5) } },
            retail: { normal: { [date]: price(i, 0.2) } },
            currency: 'USD',
          },
          cardmarket: { buylist: {}, retail: { normal: { [date]: price(i, -0.1) } }, currency: 'EUR' },
        },
      })}`,
  );
  return heavy;
}

/** This project as of `commit`, built in a temporary directory beside this checkout's node_modules. */
function buildBaseline(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-bench-baseline-'));
  try {
    return buildBaselineIn(dir, commit);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function buildBaselineIn(dir, commit) {
  const archive = spawnSync('git', ['-C', ROOT, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  // Every installed package but our own workspaces, which must resolve to the baseline's sources.
  mkdirSync(join(dir, 'node_modules', '@metagame'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@metagame') symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  for (const pkg of readdirSync(dir).filter((p) => existsSync(join(dir, p, 'package.json')))) {
    symlinkSync(join(dir, pkg), join(dir, 'node_modules', '@metagame', pkg));
    // A workspace's own installed packages (adapters: @mikro-orm/sql, pg; hosts: commander).
    if (existsSync(join(ROOT, pkg, 'node_modules')))
      symlinkSync(join(ROOT, pkg, 'node_modules'), join(dir, pkg, 'node_modules'));
  }
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const pkg of ['core', 'contracts', 'adapters', 'hosts'])
    execFileSync(process.execPath, [tsc, '-p', join(dir, pkg, 'tsconfig.json')], { stdio: 'inherit' });
  return dir;
}

/** The daily job twice (an empty database, then the next day's build) with the code in `codeDir`. */
async function imports(codeDir, kind, days, pgUrl) {
  const scratch = kind === 'postgres' ? await scratchPostgres(pgUrl) : null;
  const dbDir = mkdtempSync(join(tmpdir(), 'metagame-bench-search-db-'));
  const env = { DATABASE_URL: scratch ? scratch.url : `sqlite:${join(dbDir, 'bench.db')}` };
  const run = (day) =>
    startChild(join(codeDir, IMPORT_CHILD), ['import', 'AllPricesToday'], {
      ...env,
      CARD_DATA_BASE_URL: pathToFileURL(day).toString(),
    });
  const first = await run(days[0]);
  const next = await run(days[1]);
  const figures = (r) => ({
    seconds: round(r.seconds),
    catalogueSeconds: round(r.phases.catalogue),
    pricesSeconds: round(r.phases.prices),
    publishSeconds: round(r.phases.publish ?? null),
    maxRssMb: round(r.maxRssMb),
  });
  return {
    first: figures(first),
    daily: figures(next),
    env,
    drop: async () => {
      await scratch?.drop();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}

export function requests() {
  const random = seededRandom(15);
  const pick = (n) => Math.floor(random() * n);
  const autocomplete = Array.from({ length: 600 }, (_, k) => {
    const name = nameOf(pick(CARDS));
    const words = name.split(/[ ,']+/);
    // Half typed from the start (2–12 letters), half from a later word (a word start).
    const typed =
      k % 2 === 0
        ? name.slice(0, 2 + pick(11))
        : words
            .slice(1 + pick(Math.max(1, words.length - 1)))
            .join(' ')
            .slice(0, 3 + pick(8));
    return { path: `/api/v1/cards/autocomplete?q=${encodeURIComponent(typed.toLowerCase() || name.slice(0, 3))}` };
  });
  const fuzzy = Array.from({ length: 400 }, (_, k) => {
    const name = nameOf(pick(CARDS)).split(' // ')[0];
    let typed;
    if (k % 3 === 0)
      typed = name.replace(/ of the | of /, ' '); // a missing word
    else if (k % 3 === 1) {
      const at = 2 + pick(name.length - 3);
      typed = name.slice(0, at) + name.slice(at + 1);
    } // a letter dropped
    else {
      const at = 1 + pick(name.length - 3);
      typed = name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
    } // two letters swapped
    return { path: `/api/v1/cards/named?fuzzy=${encodeURIComponent(typed.toLowerCase())}` };
  });
  const SEARCHES = [
    ['t:creature c:g mv<=3', ''],
    ['o:"draw a card"', ''],
    ['c:r t:instant', ''],
    ['id<=wu t:creature', ''],
    ['f:modern r:mythic', ''],
    ['mv>=6 t:creature', '&order=mv&dir=desc'],
    ['s:h17', '&unique=prints&order=set'],
    ['bolt', ''],
    ['"crimson drake"', '&unique=prints'],
    ['t:legendary -t:planeswalker', ''],
    ['usd<5 t:creature', '&order=usd'],
    ['eur>=30 r:rare', ''],
    ['c=ub', ''],
    ['o:flying c:w mv=2', ''],
    ['is:split', ''],
    ['f:pauper c:u o:counter', ''],
    ['(t:instant or t:sorcery) c:r mv<=2', ''],
    ['jotun', ''],
    ['t:elf', '&order=mv'],
    ['c:m f:commander', '&unique=prints&order=usd'],
  ];
  const searches = SEARCHES.map(([q, extra]) => ({
    label: q + extra,
    path: `/api/v1/cards/search?q=${encodeURIComponent(q)}${extra}`,
  }));
  const batch = Array.from({ length: 100 }, () => ({
    method: 'POST',
    path: '/api/v1/cards/collection',
    body: {
      identifiers: Array.from({ length: 75 }, (_, k) => {
        const i = pick(CARDS);
        if (k % 5 === 0) return { name: nameOf(i).toLowerCase() };
        if (k % 5 === 1) {
          const { set, number } = setNumberOf(i);
          return { set, collector_number: number };
        }
        if (k % 5 === 2) return { scryfall_id: heavyUuid(i + 3) };
        return { id: heavyUuid(i) };
      }),
    },
  }));
  return [
    { name: 'autocomplete', requests: autocomplete },
    { name: 'fuzzy', requests: fuzzy },
    { name: 'searches', requests: searches, rounds: 20 },
    { name: 'batch75', requests: batch },
  ];
}

async function measureOn(kind, days, baselineDir, pgUrl, work) {
  const current = await imports(ROOT, kind, days, pgUrl);
  try {
    const file = join(work, 'requests.json');
    writeFileSync(file, JSON.stringify(requests()));
    const reads = await startChild(READS_CHILD, [file], current.env);
    const baseline = baselineDir ? await imports(baselineDir, kind, days, pgUrl) : null;
    await baseline?.drop();
    return {
      import: {
        withSearch: { first: current.first, daily: current.daily },
        baseline: baseline && { first: baseline.first, daily: baseline.daily },
        dailyRatio: baseline ? ratio(current.daily.seconds, baseline.daily.seconds) : null,
      },
      reads,
    };
  } finally {
    await current.drop();
  }
}

const round = (n) => (typeof n === 'number' ? Math.round(n * 100) / 100 : n);

export async function run(ctx) {
  const work = mkdtempSync(join(tmpdir(), 'metagame-bench-search-'));
  let baselineDir = null;
  try {
    const days = DAYS.map((_, d) => join(work, `day${d + 1}`));
    const heavy = await writeDay(days[0], DAYS[0], '5.3.0+20260208', true);
    await writeDay(days[1], DAYS[1], '5.3.0+20260209', false);
    for (const file of ['AllPrintings.json.gz', 'AllPrintings.json.gz.sha256'])
      copyFileSync(join(days[0], file), join(days[1], file));
    if (BASELINE !== 'skip') baselineDir = existsSync(BASELINE) ? BASELINE : buildBaseline(BASELINE);
    const figures = {
      catalogue: { cards: heavy.cards, gzMb: round(heavy.gzMb), names: VARIED_NAMES },
      baseline: BASELINE,
      sqlite: await measureOn('sqlite', days, baselineDir, ctx.pgUrl, work),
    };
    if (ctx.pgUrl) figures.postgres = await measureOn('postgres', days, baselineDir, ctx.pgUrl, work);
    return { figures, markdown: table(figures) };
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (baselineDir && baselineDir !== BASELINE) rmSync(baselineDir, { recursive: true, force: true });
  }
}

function table(f) {
  const rows = ['| | SQLite | PostgreSQL |', '|---|---|---|'];
  const line = (label, get) => rows.push(`| ${label} | ${get(f.sqlite)} | ${f.postgres ? get(f.postgres) : 'n/a'} |`);
  const ms = (g) => `${g.p99} (p50 ${g.p50}, max ${g.max})`;
  line('autocomplete p99 ms (target < 10)', (x) => ms(x.reads.autocomplete));
  line('fuzzy named p99 ms (target < 20)', (x) => ms(x.reads.fuzzy));
  line(
    '20 typical searches p99 ms (target < 50)',
    (x) =>
      `${ms(x.reads.searches)}; slowest: ${x.reads.searches.slowestP99.map(([q, p]) => `\`${q}\` ${p}`).join(', ')}`,
  );
  line('batch of 75 p99 ms (target < 30)', (x) => ms(x.reads.batch75));
  line(
    `daily import (${f.catalogue.cards} printings + today's prices), s: with search data`,
    (x) =>
      `${x.import.withSearch.daily.seconds} (catalogue ${x.import.withSearch.daily.catalogueSeconds}, publish ${x.import.withSearch.daily.publishSeconds})`,
  );
  line(`same import at ${f.baseline}, s`, (x) =>
    x.import.baseline
      ? `${x.import.baseline.daily.seconds} (catalogue ${x.import.baseline.daily.catalogueSeconds}, publish ${x.import.baseline.daily.publishSeconds})`
      : 'not measured',
  );
  line('daily import with / without (ratio)', (x) => x.import.dailyRatio ?? 'n/a');
  line(
    'first import into an empty database, s: with / without',
    (x) => `${x.import.withSearch.first.seconds} / ${x.import.baseline?.first.seconds ?? 'n/a'}`,
  );
  line(
    'peak RSS MB of the daily import: with / without',
    (x) => `${x.import.withSearch.daily.maxRssMb} / ${x.import.baseline?.daily.maxRssMb ?? 'n/a'}`,
  );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
