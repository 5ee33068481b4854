// Competitive analysis benchmark: every summary with every kind of filter over 10,000
// matches, 50 events, 200 roster decks and 500 decklist versions; the CSV export of all 10,000 matches
// (memory before and during, against an export of a tenth of them); the CSV import of 10,000 rows.
// In-process server, sequential requests, so each figure is one request's own latency.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { insertObjects, onEachDatabase, seededRandom, timeIt } from './support.mjs';

export const title = 'Competitive analysis: filtered summaries, version statistics, CSV export and import';
const MATCHES = 10_000;
const EVENTS = 50;
const ROSTER = 200;
const DECKS = 50;
const VERSIONS = 500;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const CATEGORIES = ['aggro', 'midrange', 'control', 'combo'];
const KINDS = ['testing', 'league', 'tournament'];
const GAMES = ['win', 'loss', 'draw'];
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** One user's records, named alike for every user so an export of one imports into another. */
async function seedRecords(sql, ownerId) {
  const at = (ms) => new Date(ms);
  const now = Date.UTC(2026, 10, 1);
  const decks = Array.from({ length: DECKS }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Deck ${i}`,
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'personal_decks', decks);
  const versions = Array.from({ length: VERSIONS }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    personal_deck_id: decks[i % DECKS].id,
    version: Math.floor(i / DECKS) + 1,
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
  const day = (i) => new Date(now - (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const events = Array.from({ length: EVENTS }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Event ${i}`,
    format: 'Premodern',
    event_date: day(i * 7),
    kind: KINDS[i % 3],
    location: null,
    rounds: 5,
    notes: '',
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'events', events);
  return { decks, versions, roster, events };
}

/** 10,000 matches with every detail: ~40% without an event, ~10% unpinned, sides by the default rule, mulligans. */
async function seedMatches(sql, ownerId, records, random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const now = Date.UTC(2026, 10, 1);
  const next = (previous, side) => (previous === 'loss' ? true : previous === 'win' ? false : side);
  const mulligans = () => (random() < 0.3 ? null : Math.floor(random() * 3));
  const matches = Array.from({ length: MATCHES }, (_, i) => {
    const deck = Math.floor(random() * DECKS);
    const onPlay = random() < 0.5;
    const [game1, game2] = [pick(GAMES), pick(GAMES)];
    const game3 = random() < 0.4 ? null : pick(GAMES);
    const side2 = next(game1, onPlay);
    const event = random() < 0.4 ? null : pick(records.events);
    return {
      id: randomUUID(),
      owner_id: ownerId,
      match_date: new Date(now - Math.floor(random() * 365) * 86_400_000).toISOString().slice(0, 10),
      personal_deck_id: records.decks[deck].id,
      opponent_deck_id: pick(records.roster).id,
      on_play: onPlay,
      game1,
      game2,
      game3,
      opening_hand: 'Two lands and a bolt',
      turning_point: '=SUM(A1) on turn three',
      final_turn: 'Turn seven',
      created_at: new Date(now + i),
      event_id: event?.id ?? null,
      event_round: event ? 1 + Math.floor(random() * 5) : null,
      decklist_version_id: random() < 0.1 ? null : records.versions[deck + DECKS * Math.floor(random() * 10)].id,
      game2_on_play: side2,
      game3_on_play: game3 === null ? null : next(game2, side2),
      game1_mulligans: mulligans(),
      game2_mulligans: mulligans(),
      game3_mulligans: game3 === null ? null : mulligans(),
    };
  });
  await insertObjects(sql, 'matches', matches);
}

async function register(runtime, email, password) {
  const result = await RequestContext.create(runtime.orm.em, () =>
    runtime.container
      .get(RegisterUser)
      .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
  );
  return result.value.id;
}

/** Peak heap and RSS (MB) while `work` runs, sampled every 2 ms, against the figures just before it (after a GC). */
async function memoryDuring(work) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = { heapUsed: before.heapUsed, rss: before.rss };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak = { heapUsed: Math.max(peak.heapUsed, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
  }, 2);
  const started = performance.now();
  const bytes = await work();
  clearInterval(timer);
  const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10;
  return {
    ms: Math.round(performance.now() - started),
    bytes,
    heapBefore: mb(before.heapUsed),
    heapPeak: mb(peak.heapUsed),
    rssBefore: mb(before.rss),
    rssPeak: mb(peak.rss),
  };
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
    const random = seededRandom(16);
    const sql = runtime.orm.sql;
    const ownerId = await register(runtime, email, password);
    const records = await seedRecords(sql, ownerId);
    await seedMatches(sql, ownerId, records, random);
    const copyEmail = `copy-${email}`;
    await seedRecords(sql, await register(runtime, copyEmail, password));
    if (label === 'postgres') await sql.run('analyze');
    const auth = async (who) => {
      const login = await fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: who, password }),
      });
      return { authorization: `Bearer ${(await login.json()).access_token}` };
    };
    const headers = await auth(email);
    const get = (path) => async () => {
      const res = await fetch(`${server.url}/api/v1/tracker${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const deck = records.decks[0].id;
    const version = records.versions[DECKS].id; // version 2 of deck 0
    const filters = {
      none: '',
      deck: `personal_deck_id=${deck}`,
      testing: 'event_kind=testing',
      competitive: 'event_kind=league,tournament',
      dates: 'date_from=2026-05-01&date_to=2026-08-31',
      event: `event_id=${records.events[3].id}`,
      version: `decklist_version_id=${version}`,
      combined: `personal_deck_id=${deck}&event_kind=testing&date_from=2026-01-01`,
    };
    const summaries = {};
    for (const [name, query] of Object.entries(filters)) {
      summaries[name] = {
        matchup: await timeIt(get(`/matchup-summary?${query}`), SAMPLES),
        archetype: await timeIt(get(`/archetype-summary?${query}`), SAMPLES),
        versionStats:
          name === 'deck' || name === 'version'
            ? null
            : await timeIt(
                get(`/personal-decks/${deck}/version-stats?${query.replace(/personal_deck_id=[^&]*&?/, '')}`),
                SAMPLES,
              ),
        matchList: await timeIt(get(`/matches?${query}`), SAMPLES),
      };
    }
    const download = (query) => async () => {
      const res = await fetch(`${server.url}/api/v1/tracker/matches/export?${query}`, { headers });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      return bytes;
    };
    const tenth = await memoryDuring(download('date_from=2026-10-01'));
    const all = await memoryDuring(download(''));
    const csv = await (await fetch(`${server.url}/api/v1/tracker/matches/export`, { headers })).text();
    const copyHeaders = { ...(await auth(copyEmail)), 'content-type': 'text/csv' };
    const started = performance.now();
    const imported = await fetch(`${server.url}/api/v1/tracker/matches/import`, {
      method: 'POST',
      headers: copyHeaders,
      body: csv,
    });
    const importMs = Math.round(performance.now() - started);
    const importBody = await imported.json();
    if (imported.status !== 201)
      throw new Error(`import answered ${imported.status}: ${JSON.stringify(importBody).slice(0, 500)}`);
    return {
      label,
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
      summaries,
      exportTenth: tenth,
      exportAll: all,
      importMs,
      imported: importBody.imported,
      csvBytes: csv.length,
    };
  } finally {
    await server.stop(1_000);
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-competitive', measure);
  const figures = {
    matches: MATCHES,
    events: EVENTS,
    rosterDecks: ROSTER,
    decks: DECKS,
    versions: VERSIONS,
    samples: SAMPLES,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const p99 = (t) => (t ? `${t.p50} / ${t.p99}` : '–');
  const rows = [
    `${f.matches} matches, ${f.events} events, ${f.rosterDecks} roster decks, ${f.decks} personal decks with ${f.versions} versions. Sequential requests, ${f.samples} each: p50 / p99 ms. Target: every summary with any filter p99 < 50 ms; import of ${f.matches} rows < 5 s; export memory flat.`,
    '',
    '| database | filter | GET /matchup-summary | GET /archetype-summary | GET /personal-decks/{id}/version-stats | GET /matches |',
    '|---|---|---|---|---|---|',
  ];
  for (const d of f.databases) {
    for (const [name, s] of Object.entries(d.summaries))
      rows.push(
        `| ${d.label} (load ${d.loadAverage}) | ${name} | ${p99(s.matchup)} | ${p99(s.archetype)} | ${p99(s.versionStats)} | ${p99(s.matchList)} |`,
      );
  }
  rows.push(
    '',
    '| database | CSV export: rows of a tenth → heap MB before / peak, RSS before / peak | all rows: bytes, ms, heap MB before / peak, RSS before / peak | CSV import of every row (ms) |',
    '|---|---|---|---|',
  );
  for (const d of f.databases) {
    const t = d.exportTenth;
    const a = d.exportAll;
    rows.push(
      `| ${d.label} | ${t.bytes} B: ${t.heapBefore} / ${t.heapPeak}, ${t.rssBefore} / ${t.rssPeak} | ${a.bytes} B, ${a.ms} ms: ${a.heapBefore} / ${a.heapPeak}, ${a.rssBefore} / ${a.rssPeak} | ${d.imported} rows in ${d.importMs} ms |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
