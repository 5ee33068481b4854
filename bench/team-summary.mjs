// Pooled results benchmark: a team of 8 members, 2,000 matches each against a 30-deck gauntlet with
// 5 team decks, read through GET /teams/{team_id}/tracker/matchup-summary with its per-player
// breakdown, against the same 16,000 matches recorded by one player and read through the personal
// route (one by_player entry) in the same run. The team route also runs its membership check. The
// team and its members go straight into the tables (their routes are not what is measured).
// The server runs in a child process, as `serve` does, so decompressing and parsing the 170 KB answers
// stays in the client's process and out of the server's pauses; sequential requests, so each figure is
// one request's own latency, with the server's CPU per request beside it.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { RequestContext } from '@mikro-orm/core';
import { MikroOrmMatchStatsRepo } from '@metagame/adapters';
import { loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { fileURLToPath } from 'node:url';
import { insertObjects, onEachDatabase, ratio, seededRandom, startChild, timeIt } from './support.mjs';

export const title = 'Pooled results: the matchup summary with its per-player breakdown';
const PLAYERS = 8;
const MATCHES_EACH = Number(process.env.BENCH_TEAM_MATCHES ?? 2_000);
const GAUNTLET = 30;
const DECKS = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CATEGORIES = ['aggro', 'midrange', 'control', 'combo'];
const GAMES = ['win', 'loss', 'draw'];
const PASSWORD = 'Bench-Password-123!';
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const APP_SERVER = fileURLToPath(new URL('./servers/identity-server.mjs', import.meta.url));

/** A workspace's decks and gauntlet, and its matches, each played by `playerOf(i)`. */
async function seedWorkspace(sql, ownerId, playerOf) {
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
  const gauntlet = Array.from({ length: GAUNTLET }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Gauntlet ${i}`,
    tier: 1.5,
    category: CATEGORIES[i % 4],
    decklist_notes: '',
    top8: 3,
    presence: 10,
    expected: 'as_expected',
    tests_status: '',
    archived_at: null,
    created_at: at(now + i),
  }));
  await insertObjects(sql, 'meta_decks', gauntlet);
  // The same seed for both workspaces: the same games, only the players differ.
  const random = seededRandom(28);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const matches = Array.from({ length: PLAYERS * MATCHES_EACH }, (_, i) => {
    const game3 = random() < 0.4 ? pick(GAMES) : null;
    return {
      id: randomUUID(),
      owner_id: ownerId,
      player_id: playerOf(i),
      match_date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-15`,
      personal_deck_id: decks[i % DECKS].id,
      opponent_deck_id: gauntlet[Math.floor(random() * GAUNTLET)].id,
      on_play: random() < 0.5,
      game1: pick(GAMES),
      game2: pick(GAMES),
      game3,
      game2_on_play: random() < 0.5,
      game3_on_play: game3 === null ? null : random() < 0.5,
      game1_mulligans: Math.floor(random() * 3),
      game2_mulligans: Math.floor(random() * 3),
      game3_mulligans: game3 === null ? null : Math.floor(random() * 3),
      game2_plan_used: random() < 0.7,
      game3_plan_used: game3 === null ? null : random() < 0.7,
      opening_hand: '',
      turning_point: '',
      final_turn: '',
      created_at: at(now + i),
    };
  });
  await insertObjects(sql, 'matches', matches);
}

/**
 * The summary's two statements (match and mulligan aggregates) through the repo on the one-player
 * workspace: as the summary reads them, from the tallies the database keeps per group, and scanning
 * every match, as a date-bounded summary still does (a range that holds every match).
 */
async function talliedAndScanned(runtime, ownerId) {
  const repo = new MikroOrmMatchStatsRepo(runtime.orm.sql);
  const inContext = (work) => RequestContext.create(runtime.orm.em, work);
  return {
    aggregateTallied: await timeIt(() => inContext(() => repo.count(ownerId, {}, 'opponent')), SAMPLES),
    aggregateScanned: await timeIt(
      () => inContext(() => repo.count(ownerId, { dateFrom: '2000-01-01' }, 'opponent')),
      SAMPLES,
    ),
  };
}

async function measure(label, databaseUrl) {
  const config = loadConfig({ DATABASE_URL: databaseUrl, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  let server = null;
  try {
    const register = (email) =>
      RequestContext.create(runtime.orm.em, () =>
        runtime.container
          .get(RegisterUser)
          .execute({ email, password: PASSWORD, role: 'user', isVerified: true, isActive: true, displayName: null }),
      ).then((r) => r.value.id);
    const stamp = Date.now();
    const members = [];
    for (let i = 0; i < PLAYERS; i += 1) members.push(await register(`bench-member-${i}-${stamp}@example.com`));
    const solo = await register(`bench-solo-${stamp}@example.com`);
    const sql = runtime.orm.sql;
    const teamId = randomUUID();
    await insertObjects(sql, 'teams', [{ id: teamId, name: 'Bench team', created_at: new Date() }]);
    await insertObjects(
      sql,
      'team_members',
      members.map((userId, i) => ({
        team_id: teamId,
        user_id: userId,
        role: i === 0 ? 'owner' : 'member',
        joined_at: new Date(),
      })),
    );
    await seedWorkspace(sql, teamId, (i) => members[i % PLAYERS]);
    await seedWorkspace(sql, solo, () => solo);
    const tallies = await talliedAndScanned(runtime, solo);
    server = await startChild(APP_SERVER, [], { DATABASE_URL: databaseUrl });
    const timed = (fn) => timeIt(fn, SAMPLES, { serverPid: server.pid });
    const auth = async (email) => {
      const login = await fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: email, password: PASSWORD }),
      });
      return { authorization: `Bearer ${(await login.json()).access_token}` };
    };
    const pooledAuth = await auth(`bench-member-5-${stamp}@example.com`);
    const soloAuth = await auth(`bench-solo-${stamp}@example.com`);
    const team = `/api/v1/teams/${teamId}/tracker`;
    const bytes = {};
    // Timed up to the answer's last byte: parsing and checking it is the client's work, not latency.
    const get = (path, headers, check) => async () => {
      const start = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      const text = await res.text();
      const elapsed = performance.now() - start;
      bytes[path] = Buffer.byteLength(text);
      check?.(JSON.parse(text));
      return elapsed;
    };
    const rowsWith = (players) => (rows) => {
      if (
        rows.length > GAUNTLET ||
        !rows.every((r) => r.by_player.length <= players) ||
        !rows.some((r) => r.by_player.length === players)
      )
        throw new Error(`expected ${GAUNTLET} rows of ${players} players`);
    };
    const measured = {
      label,
      pooled: await timed(get(`${team}/matchup-summary`, pooledAuth, rowsWith(PLAYERS))),
      personal: await timed(get('/api/v1/tracker/matchup-summary', soloAuth, rowsWith(1))),
      pooledOnePlayer: await timed(get(`${team}/matchup-summary?player_id=${members[3]}`, pooledAuth, rowsWith(1))),
      pooledArchetypes: await timed(get(`${team}/archetype-summary`, pooledAuth)),
      personalArchetypes: await timed(get('/api/v1/tracker/archetype-summary', soloAuth)),
      ...tallies,
    };
    return {
      ...measured,
      bytes: { pooled: bytes[`${team}/matchup-summary`], personal: bytes['/api/v1/tracker/matchup-summary'] },
      p99Ratio: ratio(measured.pooled.p99, measured.personal.p99),
      aggregateCpuRatio: ratio(measured.aggregateTallied.cpuMs, measured.aggregateScanned.cpuMs),
    };
  } finally {
    await server?.stop();
    await runtime.close();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-team-summary', measure);
  const figures = {
    players: PLAYERS,
    matchesEach: MATCHES_EACH,
    gauntlet: GAUNTLET,
    decks: DECKS,
    samples: SAMPLES,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    databases,
  };
  return { figures, markdown: table(figures) };
}

function table(f) {
  const cell = (t) =>
    `${t.p50} / ${t.p99} (cpu ${t.serverCpuMs === undefined ? t.cpuMs : `${t.serverCpuMs} server, ${t.cpuMs} client`})`;
  const rows = [
    `A team of ${f.players} members × ${f.matchesEach} matches against a ${f.gauntlet}-deck gauntlet with ${f.decks} team decks (team route, membership check included), against the same matches recorded by one player (personal route). ${f.samples} sequential requests each to a server in its own process; p50 / p99 in ms, and the CPU ms per call of the server and of the client (the two aggregates alone run in the bench's process). Target: the pooled matchup summary with by_player p99 < 50 ms. Load average during the run: ${f.loadAverage}. Response bytes, team · personal: ${f.databases.map((d) => `${d.bytes.pooled} · ${d.bytes.personal}`).join(', ')}.`,
    '',
    '| database | team matchup summary, 8 players | personal, 1 player (baseline) | p99 ratio | player_id filter (1 of 8) | archetype summary, 8 · 1 players | the two aggregates alone, 1 player: from the tallies · scanning the matches (cpu ratio) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const d of f.databases)
    rows.push(
      `| ${d.label} | ${cell(d.pooled)} | ${cell(d.personal)} | ${d.p99Ratio} | ${cell(d.pooledOnePlayer)} | ${cell(d.pooledArchetypes)} · ${cell(d.personalArchetypes)} | ${cell(d.aggregateTallied)} · ${cell(d.aggregateScanned)} (${d.aggregateCpuRatio}) |`,
    );
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
