// Tracker analytics benchmark: matchup-summary and archetype-summary over 10,000 matches
// against 200 roster decks, and decklist colouring of a 100-row list with 2,000 card tests — as the
// pure core function and through GET /decklist-view (database read included). In-process server,
// sequential requests (one at a time), so each figure is a request's own latency.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { RequestContext } from '@mikro-orm/core';
import { colourDecklist } from '@metagame/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { insertObjects, onEachDatabase, seededRandom, timeIt } from './support.mjs';

export const title = 'Tracker analytics: summaries and decklist colouring';
const MATCHES = 10_000;
const ROSTER = 200;
const ROWS = 100;
const TESTS = 2_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CATEGORIES = ['aggro', 'midrange', 'control', 'combo'];
const GAMES = ['win', 'loss', 'draw', null];
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** Deterministic pseudo-random numbers, so every run measures the same data. */
const cardName = (i) =>
  `${['Lightning', 'Frantic', 'Silent', 'Ancient', 'Molten', 'Verdant', 'Sunlit', 'Grim'][i % 8]} ${['Bolt', 'Search', 'Vigil', 'Tomb', 'Drake', 'Growth', 'Charm', 'Ritual'][Math.floor(i / 8) % 8]} ${Math.floor(i / 64)}`;

/** Seeds straight through the tables with the app's bound SQL (dates as Date, booleans as boolean on both databases). */
async function seed(runtime, ownerId) {
  const sql = runtime.orm.sql;
  const at = (ms) => new Date(ms);
  const now = Date.now();
  const decks = [randomUUID(), randomUUID()];
  await insertObjects(
    sql,
    'personal_decks',
    decks.map((id, i) => ({ id, owner_id: ownerId, name: `Deck ${i}`, archived_at: null, created_at: at(now + i) })),
  );
  const roster = Array.from({ length: ROSTER }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Roster ${i}`,
    tier: 1.5,
    category: CATEGORIES[i % 4],
    decklist_notes: '',
    top8: 3,
    presence: 10,
    expected: 'as_expected',
    tests_status: '',
    archived_at: i % 10 === 0 ? at(now) : null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'meta_decks', roster);
  const random = seededRandom(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const matches = Array.from({ length: MATCHES }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    match_date: '2026-11-01',
    personal_deck_id: pick(decks),
    opponent_deck_id: pick(roster).id,
    on_play: random() < 0.5,
    game1: pick(GAMES.slice(0, 3)),
    game2: pick(GAMES.slice(0, 3)),
    game3: pick(GAMES),
    opening_hand: '',
    turning_point: '',
    final_turn: '',
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'matches', matches);
  const tests = Array.from({ length: TESTS }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    tester: 'bench',
    card_name: cardName(i % 1_000),
    personal_deck_id: decks[0],
    opponent_deck_id: null,
    rating: 1 + (i % 5),
    notes: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'card_tests', tests);
  const decklist = Array.from({ length: ROWS }, (_, i) =>
    i === 60 ? '' : i === 61 ? 'Sideboard' : `${1 + (i % 4)} ${cardName(i * 7)} (M11) ${i + 1}`,
  ).join('\n');
  await insertObjects(sql, 'decklist_versions', [
    {
      id: randomUUID(),
      owner_id: ownerId,
      personal_deck_id: decks[0],
      version: 1,
      content: decklist,
      source: 'manual',
      created_at: at(now),
    },
  ]);
  return { deckId: decks[0], decklist, tests: tests.map((t) => ({ cardName: t.card_name, rating: t.rating })) };
}

async function measure(label, databaseUrl) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ENVIRONMENT: 'bench',
  });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'Bench-Password-123!';
    const user = await RequestContext.create(runtime.orm.em, () =>
      runtime.container
        .get(RegisterUser)
        .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
    );
    const seeded = await seed(runtime, user.value.id);
    const login = await fetch(`${server.url}/api/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const get = (path) => async () => {
      const res = await fetch(`${server.url}/api/v1/tracker${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    return {
      label,
      matchupSummary: await timeIt(get('/matchup-summary'), SAMPLES),
      archetypeSummary: await timeIt(get('/archetype-summary'), SAMPLES),
      decklistViewHttp: await timeIt(get(`/personal-decks/${seeded.deckId}/decklist-view`), SAMPLES),
      colourOnly: await timeIt(async () => colourDecklist(seeded.decklist, seeded.tests), SAMPLES),
    };
  } finally {
    await server.stop(1_000);
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-analytics', measure);
  // Latencies on a shared machine swing with its load; the 1-minute load average is kept alongside.
  const figures = {
    matches: MATCHES,
    rosterDecks: ROSTER,
    decklistRows: ROWS,
    cardTests: TESTS,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const cell = (t) => `${t.p50} / ${t.p99} (cpu ${t.cpuMs})`;
  const rows = [
    `${f.matches} matches over ${f.rosterDecks} roster decks; a ${f.decklistRows}-row decklist with ${f.cardTests} card tests. Sequential requests; p50 / p99 in ms, and the process CPU ms per call. Targets: summaries p99 < 50 ms, colouring < 20 ms. Load average during the run: ${f.loadAverage}.`,
    '',
    '| database | GET /matchup-summary | GET /archetype-summary | GET /decklist-view (HTTP + DB) | colourDecklist alone |',
    '|---|---|---|---|---|',
  ];
  for (const d of f.databases)
    rows.push(
      `| ${d.label} | ${cell(d.matchupSummary)} | ${cell(d.archetypeSummary)} | ${cell(d.decklistViewHttp)} | ${cell(d.colourOnly)} |`,
    );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
