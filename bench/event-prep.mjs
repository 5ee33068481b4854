// Event preparation benchmark: the field simulator for 5 candidate decks against a named
// field of 30 roster decks (target p99 < 200 ms) and against the default field of every roster deck
// (200), over 10,000 matches; sideboard plan validation (POST) and reading a deck's plans with their
// staleness check. In-process server, sequential requests, so each figure is one request's own latency.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { insertObjects, onEachDatabase, seededRandom, timeIt } from './support.mjs';

export const title = 'Event preparation: field simulator and sideboard plans';
const MATCHES = 10_000;
const ROSTER = 200;
const FIELD = 30;
const CANDIDATES = 5;
const PLANS = 60;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const GAMES = ['win', 'loss', 'draw'];
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
// A 75 with a sideboard of 15 (plan validation parses it on every write and staleness read).
const LIST = [
  'Deck',
  '4 Lightning Bolt',
  '4 Monastery Swiftspear',
  '4 Lava Spike',
  '4 Rift Bolt',
  '4 Chain Lightning',
  '4 Goblin Guide',
  '4 Eidolon of the Great Revel',
  '4 Skullcrack',
  '4 Light Up the Stage',
  '4 Boros Charm',
  '20 Mountain',
  '',
  'Sideboard',
  '3 Smash to Smithereens',
  '3 Pyroblast',
  '3 Deflecting Palm',
  '3 Path to Exile',
  '3 Rest in Peace',
].join('\n');

async function register(runtime, email, password) {
  const result = await RequestContext.create(runtime.orm.em, () =>
    runtime.container
      .get(RegisterUser)
      .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
  );
  return result.value.id;
}

async function seed(sql, ownerId, random) {
  const now = Date.UTC(2026, 10, 1);
  const at = (ms) => new Date(ms);
  const decks = Array.from({ length: CANDIDATES }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Candidate ${i}`,
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'personal_decks', decks);
  const versions = decks.flatMap((d, i) =>
    [1, 2].map((v) => ({
      id: randomUUID(),
      owner_id: ownerId,
      personal_deck_id: d.id,
      version: v,
      content: v === 2 ? LIST.replace('4 Skullcrack', '2 Skullcrack\n2 Searing Blaze') : LIST,
      source: 'manual',
      created_at: at(now + i * 2 + v),
    })),
  );
  await insertObjects(sql, 'decklist_versions', versions);
  const roster = Array.from({ length: ROSTER }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Roster ${i}`,
    tier: 1.5,
    category: ['aggro', 'midrange', 'control', 'combo'][i % 4],
    decklist_notes: '',
    top8: 3,
    presence: 1 + Math.floor(random() * 40),
    expected: 'as_expected',
    tests_status: '',
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'meta_decks', roster);
  const next = (previous, side) => (previous === 'loss' ? true : previous === 'win' ? false : side);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const matches = Array.from({ length: MATCHES }, (_, i) => {
    const deck = Math.floor(random() * CANDIDATES);
    const onPlay = random() < 0.5;
    const [game1, game2] = [pick(GAMES), pick(GAMES)];
    const game3 = random() < 0.4 ? null : pick(GAMES);
    const side2 = next(game1, onPlay);
    return {
      id: randomUUID(),
      owner_id: ownerId,
      match_date: new Date(now - Math.floor(random() * 365) * 86_400_000).toISOString().slice(0, 10),
      personal_deck_id: decks[deck].id,
      opponent_deck_id: pick(roster).id,
      on_play: onPlay,
      game1,
      game2,
      game3,
      opening_hand: '',
      turning_point: '',
      final_turn: '',
      created_at: new Date(now + i),
      event_id: null,
      event_round: null,
      decklist_version_id: versions[deck * 2 + (random() < 0.5 ? 0 : 1)].id,
      game2_on_play: side2,
      game3_on_play: game3 === null ? null : next(game2, side2),
      game1_mulligans: null,
      game2_mulligans: null,
      game3_mulligans: null,
      game2_plan_used: random() < 0.5,
      game3_plan_used: game3 === null ? null : random() < 0.5,
    };
  });
  await insertObjects(sql, 'matches', matches);
  return { decks, versions, roster };
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
    const email = `bench-prep-${Date.now()}@example.com`;
    const ownerId = await register(runtime, email, password);
    const records = await seed(runtime.orm.sql, ownerId, seededRandom(17));
    if (label === 'postgres') await runtime.orm.sql.run('analyze');
    const login = await fetch(`${server.url}/api/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    });
    const headers = {
      authorization: `Bearer ${(await login.json()).access_token}`,
      'content-type': 'application/json',
    };
    const call = (method, path, body) => async () => {
      const res = await fetch(`${server.url}/api/v1/tracker${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const candidates = records.decks.map((d) => d.id).join(',');
    const field = records.roster
      .slice(0, FIELD)
      .map((r, i) => `${r.id}:${1 + (i % 7)}`)
      .join(',');
    const deck = records.decks[0].id;
    const plan = {
      decklist_version_id: records.versions[0].id,
      opponent_deck_id: records.roster[0].id,
      note: '',
      on_play: {
        in: [
          { name: 'Smash to Smithereens', quantity: 3 },
          { name: 'Path to Exile', quantity: 2 },
        ],
        out: [
          { name: 'Skullcrack', quantity: 4 },
          { name: 'Light Up the Stage', quantity: 1 },
        ],
      },
      on_draw: { in: [{ name: 'Pyroblast', quantity: 3 }], out: [{ name: 'Goblin Guide', quantity: 3 }] },
    };
    for (let i = 0; i < PLANS; i += 1)
      await call('POST', `/personal-decks/${deck}/sideboard-plans`, {
        ...plan,
        opponent_deck_id: records.roster[i % ROSTER].id,
      })();
    return {
      label,
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
      named30: await timeIt(
        call('GET', `/field-simulation?personal_deck_ids=${candidates}&field=${field}&rounds=8&min_wins=6`),
        SAMPLES,
      ),
      default200: await timeIt(
        call('GET', `/field-simulation?personal_deck_ids=${candidates}&rounds=8&min_wins=6`),
        SAMPLES,
      ),
      sinceLastChange: await timeIt(
        call('GET', `/field-simulation?personal_deck_ids=${candidates}&field=${field}&since_last_change=true`),
        SAMPLES,
      ),
      planWrite: await timeIt(call('POST', `/personal-decks/${deck}/sideboard-plans`, plan), SAMPLES),
      planList: await timeIt(call('GET', `/personal-decks/${deck}/sideboard-plans`), SAMPLES),
    };
  } finally {
    await server.stop(1_000);
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-event-prep', measure);
  const figures = {
    matches: MATCHES,
    rosterDecks: ROSTER,
    field: FIELD,
    candidates: CANDIDATES,
    plansListed: PLANS,
    samples: SAMPLES,
    draws: 1000,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const t = (x) => `${x.p50} / ${x.p99} (CPU ${x.cpuMs})`;
  const rows = [
    `${f.matches} matches of ${f.candidates} candidate decks against ${f.rosterDecks} roster decks; ${f.draws} Monte Carlo draws (the default). Sequential requests, ${f.samples} each: p50 / p99 ms (CPU ms per call). Target: ${f.candidates} decks against a field of ${f.field} p99 < 200 ms.`,
    '',
    `| database | simulate, field of ${f.field} | simulate, default field (${f.rosterDecks}) | field of ${f.field}, since the last change | POST a plan (validation) | GET a deck's ${f.plansListed}+ plans (staleness) |`,
    '|---|---|---|---|---|---|',
  ];
  for (const d of f.databases)
    rows.push(
      `| ${d.label} (load ${d.loadAverage}) | ${t(d.named30)} | ${t(d.default200)} | ${t(d.sinceLastChange)} | ${t(d.planWrite)} | ${t(d.planList)} |`,
    );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
