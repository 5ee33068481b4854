// Tracker records benchmark: GET /matches and GET /card-tests for a user with 50 decks,
// 500 decklist versions, 10,000 matches and 5,000 card tests (plus a second user's rows, so the
// owner indexes have to do their job). In-process server. Sequential requests give each request's own
// latency; a short autocannon run (10 connections) shows the same routes under concurrent load.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { insertObjects, load, onEachDatabase, seededRandom, timeIt } from './support.mjs';

export const title = 'Tracker records: paginated match log and card tests';
const DECKS = 50;
const VERSIONS = 500;
const ROSTER = 40;
const MATCHES = 10_000;
const TESTS = 5_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const GAMES = ['win', 'loss', 'draw', null];
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * Seeds one user's tracker straight through the tables (the routes are what is measured, not the
 * seeding), with the app's bound SQL: dates go as Date and booleans as boolean on both databases.
 */
async function seed(sql, ownerId, scale, random) {
  const at = (ms) => new Date(ms);
  const now = Date.UTC(2026, 10, 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const decks = Array.from({ length: Math.round(DECKS * scale) }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Deck ${i}`,
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'personal_decks', decks);
  const versions = Array.from({ length: Math.round(VERSIONS * scale) }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    personal_deck_id: decks[i % decks.length].id,
    version: Math.floor(i / decks.length) + 1,
    content: '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain',
    source: 'manual',
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'decklist_versions', versions);
  const roster = Array.from({ length: ROSTER }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Roster ${i}`,
    tier: 1.5,
    category: 'aggro',
    decklist_notes: '',
    top8: 3,
    presence: 10,
    expected: 'as_expected',
    tests_status: '',
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'meta_decks', roster);
  const day = () => new Date(now - Math.floor(random() * 365) * 86_400_000).toISOString().slice(0, 10);
  const matches = Array.from({ length: Math.round(MATCHES * scale) }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    match_date: day(),
    personal_deck_id: pick(decks).id,
    opponent_deck_id: pick(roster).id,
    on_play: random() < 0.5,
    game1: pick(GAMES.slice(0, 3)),
    game2: pick(GAMES.slice(0, 3)),
    game3: pick(GAMES),
    opening_hand: 'Two lands, a bolt and a swiftspear',
    turning_point: 'Turn three sweeper',
    final_turn: 'Turn seven',
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'matches', matches);
  const tests = Array.from({ length: Math.round(TESTS * scale) }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    tester: 'bench',
    card_name: `Card ${i % 500}`,
    personal_deck_id: pick(decks).id,
    opponent_deck_id: pick(roster).id,
    rating: 1 + (i % 5),
    notes: i % 3 === 0 ? null : 'Fine in the mirror',
    created_at: at(now + i * 1000),
  }));
  await insertObjects(sql, 'card_tests', tests);
  return { deckId: decks[0].id };
}

async function register(runtime, email, password) {
  const result = await RequestContext.create(runtime.orm.em, () =>
    runtime.container
      .get(RegisterUser)
      .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
  );
  return result.value.id;
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
    const password = 'Bench-Password-123!';
    const email = `bench-${Date.now()}@example.com`;
    const random = seededRandom(7);
    const sql = runtime.orm.sql;
    const seeded = await seed(sql, await register(runtime, email, password), 1, random);
    await seed(sql, await register(runtime, `other-${email}`, password), 0.3, random);
    if (label === 'postgres') await sql.run('analyze');
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
    const sequential = {
      matches: await timeIt(get('/matches'), SAMPLES),
      matchesLimit500: await timeIt(get('/matches?limit=500'), SAMPLES),
      matchesLastPage: await timeIt(get('/matches?offset=9900'), SAMPLES),
      cardTests: await timeIt(get('/card-tests'), SAMPLES),
      cardTestsOfDeck: await timeIt(get(`/card-tests?personal_deck_id=${seeded.deckId}`), SAMPLES),
      cardTestsLimit500: await timeIt(get('/card-tests?limit=500'), SAMPLES),
    };
    const concurrent = {
      matches: await load({
        url: `${server.url}/api/v1/tracker/matches`,
        headers,
        connections: 10,
        duration: LOAD_SECONDS,
      }),
      cardTests: await load({
        url: `${server.url}/api/v1/tracker/card-tests`,
        headers,
        connections: 10,
        duration: LOAD_SECONDS,
      }),
    };
    return {
      label,
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      cpus: availableParallelism(),
      sequential,
      concurrent,
    };
  } finally {
    await server.stop(1_000);
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-tracker', measure);
  const figures = {
    decks: DECKS,
    versions: VERSIONS,
    matches: MATCHES,
    cardTests: TESTS,
    defaultPage: 100,
    maxPage: 500,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const cell = (t) => `${t.p50} / ${t.p99} (${t.cpuMs})`;
  const rows = [
    `One user with ${f.decks} decks, ${f.versions} versions, ${f.matches} matches and ${f.cardTests} card tests (another user holds 30% as much). Lists are paginated: default ${f.defaultPage}, max ${f.maxPage} per page. Sequential requests: p50 / p99 wall-clock ms (in brackets: CPU ms per request of this process, client and in-process server together; the Postgres server's own CPU is not included); target p99 < 50 ms. The machine's load average during the run is in the first column: wall-clock numbers on a shared machine include waiting for the cores.`,
    '',
    '| database | GET /matches | ?limit=500 | ?offset=9900 | GET /card-tests | ?personal_deck_id | ?limit=500 | 10 connections: /matches req/s, p99 | /card-tests req/s, p99 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const d of f.databases) {
    const s = d.sequential;
    const c = d.concurrent;
    rows.push(
      `| ${d.label} (load ${d.loadAverage[0]} on ${d.cpus} cpus) | ${cell(s.matches)} | ${cell(s.matchesLimit500)} | ${cell(s.matchesLastPage)} | ${cell(s.cardTests)} | ${cell(s.cardTestsOfDeck)} | ${cell(s.cardTestsLimit500)} | ${c.matches.rps}, ${c.matches.p99} ms | ${c.cardTests.rps}, ${c.cardTests.p99} ms |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
