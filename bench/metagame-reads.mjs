// Public metagame reads: GET /api/v1/meta/share, /trend and /matchups over 40,000 modern decks of
// 1,000 events in a 60-day window (plus 10,000 decks outside it: earlier modern events and pioneer).
// Events come in the shapes the public results have: half publish placements and only the top-8
// playoff (7 matches, as MTGO challenges do), 30% placements and every Swiss round (as melee.gg
// events do), 20% neither (leagues, preliminaries); about 40,000 matches in the window.
// BENCH_META_FULL_SWISS=1 gives every event with placements all its rounds (the worst case). Decklists
// carry realistic JSON text (about 1.5 KB a deck), so rows are as wide as imported ones. Rows go
// straight into the tables (the import is not what is measured). In-process server, sequential
// requests: each figure is one request's own latency. Targets: share and trend p99 < 100 ms, the
// matrix p99 < 200 ms, on both databases.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { insertObjects, onEachDatabase, seededRandom, timeIt } from './support.mjs';

export const title = 'Public metagame: share, trend and matchup matrix';
const WINDOW_DECKS = Number(process.env.BENCH_META_DECKS ?? 40_000);
const EVENTS = Math.round(WINDOW_DECKS / 40);
const OUTSIDE_DECKS = Math.round(WINDOW_DECKS / 4);
const ARCHETYPES = 80;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const FULL_SWISS = process.env.BENCH_META_FULL_SWISS === '1';
const WINDOW = { from: '2026-09-01', to: '2026-10-30' };
const DAY = 86_400_000;
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

const CARDS = Array.from({ length: 400 }, (_, i) => `Card Name Number ${i}`);
const listOf = (random, size) =>
  JSON.stringify(Array.from({ length: size }, () => [1 + Math.floor(random() * 4), CARDS[Math.floor(random() * 400)]]));

/** Archetype i is played about 1/(i+1) as often as the first (a long tail), 5% left unclassified. */
function archetypePicker(random) {
  const weights = Array.from({ length: ARCHETYPES }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    if (random() < 0.05) return null;
    let r = random() * total;
    for (let i = 0; i < ARCHETYPES; i += 1) if ((r -= weights[i]) <= 0) return `Archetype ${i}`;
    return `Archetype ${ARCHETYPES - 1}`;
  };
}

/** A top-8 playoff: quarterfinals, semifinals and final between the eight best placed. */
function playoff(random, id, decks) {
  const matches = [];
  let alive = decks.slice(0, 8);
  for (const [round, name] of ['Quarterfinals', 'Semifinals', 'Finals'].entries()) {
    const next = [];
    for (let i = 0; i < alive.length; i += 2) {
      const first = random() < 0.5;
      matches.push({
        id: randomUUID(),
        tournament_id: id,
        round_index: round + 1,
        position: i / 2,
        round_name: name,
        deck1_id: alive[i].id,
        deck2_id: alive[i + 1].id,
        wins1: first ? 2 : Math.floor(random() * 2),
        wins2: first ? Math.floor(random() * 2) : 2,
        draws: 0,
      });
      next.push(first ? alive[i] : alive[i + 1]);
    }
    alive = next;
  }
  return matches;
}

/** One event: its decks, and Swiss rounds (random pairings, a bye when odd) when it publishes placements. */
function eventRows(random, pick, format, startMs, days, deckCount) {
  const id = randomUUID();
  const date = new Date(startMs + Math.floor(random() * days) * DAY);
  const shape = random();
  const placed = shape < 0.8;
  const allRounds = FULL_SWISS ? placed : shape >= 0.5 && shape < 0.8;
  const tournament = {
    id,
    format,
    name: `Bench ${format} ${id.slice(0, 8)}`,
    date,
    uri: null,
    source_key: id,
    deck_count: deckCount,
    player_count: deckCount + Math.floor(random() * 20),
    has_rounds: placed,
    has_standings: placed,
    inconsistent: false,
    imported_at: date,
  };
  const decks = Array.from({ length: deckCount }, (_, i) => {
    const archetype = pick();
    return {
      id: randomUUID(),
      tournament_id: id,
      position: i,
      format,
      date,
      player: `player ${i}`,
      result: placed ? `${i + 1}th Place` : '5-0',
      placement: placed ? i + 1 : null,
      mainboard: listOf(random, 22),
      sideboard: listOf(random, 8),
      archetype,
      archetype_match: archetype === null ? null : 'rule',
      archetype_override: random() < 0.03 ? pick() : null,
    };
  });
  const matches = [];
  if (placed && !allRounds) matches.push(...playoff(random, id, decks));
  if (allRounds)
    for (let round = 1; round <= Math.ceil(Math.log2(deckCount)); round += 1) {
      const order = [...decks].sort(() => random() - 0.5);
      for (let i = 0; i < order.length; i += 2) {
        const wins1 = Math.floor(random() * 3);
        const wins2 = order[i + 1] ? (wins1 === 2 ? Math.floor(random() * 2) : 2) : 0;
        matches.push({
          id: randomUUID(),
          tournament_id: id,
          round_index: round,
          position: i / 2,
          round_name: `Round ${round}`,
          deck1_id: order[i].id,
          deck2_id: order[i + 1]?.id ?? null,
          wins1: order[i + 1] ? wins1 : 2,
          wins2,
          draws: random() < 0.02 ? 1 : 0,
        });
      }
    }
  return { tournament, decks, matches };
}

export async function seed(sql) {
  const random = seededRandom(29);
  const pick = archetypePicker(random);
  const windowStart = Date.parse(`${WINDOW.from}T00:00:00Z`);
  const plan = [
    ...Array.from({ length: EVENTS }, () => ['modern', windowStart, 60]),
    ...Array.from({ length: Math.round(OUTSIDE_DECKS / 80) }, () => ['modern', windowStart - 120 * DAY, 100]),
    ...Array.from({ length: Math.round(OUTSIDE_DECKS / 80) }, () => ['pioneer', windowStart, 60]),
  ];
  let decks = 0;
  let matches = 0;
  for (const [i, [format, start, days]] of plan.entries()) {
    const size = i < EVENTS ? WINDOW_DECKS / EVENTS : 40;
    const rows = eventRows(random, pick, format, start, days, size - 10 + (i % 21));
    await insertObjects(sql, 'tournaments', [rows.tournament]);
    await insertObjects(sql, 'tournament_decks', rows.decks, 100);
    await insertObjects(sql, 'tournament_matches', rows.matches);
    if (i < EVENTS) {
      decks += rows.decks.length;
      matches += rows.matches.length;
    }
  }
  // Fresh statistics, and on PostgreSQL the visibility map set (index-only scans), as autovacuum
  // leaves tables some time after a bulk import.
  await sql.exec(sql.dialect === 'postgresql' ? 'vacuum analyze' : 'analyze');
  return { decks, matches };
}

async function measure(label, databaseUrl) {
  const config = loadConfig({ DATABASE_URL: databaseUrl, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
  try {
    const seeded = await seed(runtime.orm.sql);
    const window = `format=modern&from=${WINDOW.from}&to=${WINDOW.to}`;
    const checked = {};
    const get = (path, check) => async () => {
      const res = await fetch(`${server.url}/api/v1/meta/${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      checked[path] = check(await res.json());
    };
    const share = (body) => {
      if (body.decks !== seeded.decks) throw new Error(`share counted ${body.decks} decks, seeded ${seeded.decks}`);
      return body.archetypes.length;
    };
    return {
      label,
      seeded,
      share: await timeIt(get(`share?${window}`, share), SAMPLES),
      shareWeighted: await timeIt(get(`share?${window}&weighting=log_players`, share), SAMPLES),
      trend: await timeIt(
        get(`trend?${window}`, (b) => b.weeks.length),
        SAMPLES,
      ),
      matrix: await timeIt(
        get(`matchups?${window}`, (b) => b.cells.length),
        SAMPLES,
      ),
      sizes: checked,
    };
  } finally {
    await server.stop(1_000);
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-reads', measure);
  const figures = {
    fullSwiss: FULL_SWISS,
    windowDecks: WINDOW_DECKS,
    events: EVENTS,
    outsideDecks: OUTSIDE_DECKS,
    archetypes: ARCHETYPES,
    samples: SAMPLES,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const cell = (t) => `${t.p50} / ${t.p99} (cpu ${t.cpuMs})`;
  const rows = [
    `${f.windowDecks} modern decks of ${f.events} events in a 60-day window (${f.databases[0]?.seeded.matches} matches${f.fullSwiss ? ', every round of every event with placements' : ''}), ${f.outsideDecks} more outside it, ${f.archetypes} archetypes with a long tail. ${f.samples} sequential requests each; p50 / p99 in ms and the process CPU ms per call. Targets: share and trend p99 < 100 ms, matrix p99 < 200 ms. Load average during the run: ${f.loadAverage}.`,
    '',
    '| database | share | share, log_players | trend | matchup matrix |',
    '|---|---|---|---|---|',
  ];
  for (const d of f.databases)
    rows.push(`| ${d.label} | ${cell(d.share)} | ${cell(d.shareWeighted)} | ${cell(d.trend)} | ${cell(d.matrix)} |`);
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
