// API tokens benchmark: GET a tracker list (one page of 20 matches) authenticated by an API token
// against the same request with a JWT, same server, same run. The token path reads the token, its
// creator and team membership in one statement (the JWT path reads user and session in one) and counts
// the per-token request limit in the process, written to the database in batches; the JWT path has no
// such counter. Rounds alternate
// JWT / token so the machine's drift hits both alike; each reports the server's own CPU µs per request
// (from /proc/<pid>/stat), which the load others put on a shared machine disturbs far less than req/s.
import { fileURLToPath } from 'node:url';
import { cpuSeconds, load, onEachDatabase, ratio, startChild } from './support.mjs';

export const title = 'API tokens: GET /tracker/matches by an API token vs by a JWT';
const server = fileURLToPath(new URL('./servers/identity-server.mjs', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MATCHES = 20;
const T = '/api/v1/tracker';

async function json(url, method, auth, body) {
  const res = await fetch(url, {
    method,
    headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Logs in, makes an API token and MATCHES matches; answers both Authorization values. */
async function prepare(app) {
  const login = await fetch(`${app.url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: app.email, password: app.password }),
  });
  const jwt = `Bearer ${(await login.json()).access_token}`;
  const api = (method, path, body) => json(`${app.url}${path}`, method, jwt, body);
  const made = await api('POST', '/api/v1/auth/tokens', { name: 'bench', scopes: ['tracker:read'] });
  const deck = await api('POST', `${T}/personal-decks`, { name: 'Bench deck' });
  const opponent = await api('POST', `${T}/meta-decks`, {
    name: 'Bench opponent',
    tier: 1,
    category: 'aggro',
    top8: 3,
    presence: 12,
    expected: 'as_expected',
    tests_status: 'tested',
  });
  for (let i = 0; i < MATCHES; i += 1)
    await api('POST', `${T}/matches`, {
      date: '2026-03-01',
      personal_deck_id: deck.id,
      opponent_deck_id: opponent.id,
      on_play: i % 2 === 0,
      game1: 'win',
      game2: 'loss',
      game3: 'win',
    });
  return { jwt, token: `Bearer ${made.token}` };
}

async function measure(app, authorization) {
  const before = cpuSeconds(app.pid);
  const result = await load({
    url: `${app.url}${T}/matches?limit=${MATCHES}`,
    headers: { authorization },
    duration: DURATION,
  });
  const used = before === null ? null : cpuSeconds(app.pid) - before;
  return {
    ...result,
    cpuUsPerRequest: used === null || !result.rps ? null : Math.round((used * 1e6) / (result.rps * DURATION)),
  };
}

async function measureDatabase(label, databaseUrl) {
  // The request limits on, the per-token one out of reach: its counting is measured, never a 429.
  const app = await startChild(server, [], {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_API_REQUESTS_PER_TOKEN: '1000000000/60',
  });
  try {
    const auth = await prepare(app);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1)
      rounds.push({ jwt: await measure(app, auth.jwt), token: await measure(app, auth.token) });
    const mean = (key, field) => Math.round(rounds.reduce((sum, r) => sum + r[key][field], 0) / rounds.length);
    const cpu = (key) => (rounds.every((r) => r[key].cpuUsPerRequest !== null) ? mean(key, 'cpuUsPerRequest') : null);
    const errors = rounds.reduce((sum, r) => sum + r.jwt.errors + r.jwt.non2xx + r.token.errors + r.token.non2xx, 0);
    return {
      label,
      rounds,
      jwtRps: mean('jwt', 'rps'),
      tokenRps: mean('token', 'rps'),
      rpsRatio: ratio(mean('token', 'rps'), mean('jwt', 'rps')),
      jwtCpuUs: cpu('jwt'),
      tokenCpuUs: cpu('token'),
      cpuRatio: ratio(cpu('token'), cpu('jwt')),
      jwtP99: Math.max(...rounds.map((r) => r.jwt.p99)),
      tokenP99: Math.max(...rounds.map((r) => r.token.p99)),
      errors,
    };
  } finally {
    await app.stop();
  }
}

export async function run(ctx = {}) {
  const databases = await onEachDatabase(ctx, 'metagame-bench-api-tokens', measureDatabase);
  const figures = { seconds: DURATION, rounds: ROUNDS, matches: MATCHES, databases };
  return { figures, markdown: table(figures) };
}

function table(f) {
  return [
    `GET ${T}/matches?limit=${f.matches} (${f.matches} matches) at 50 connections, ${f.rounds} alternating rounds of ${f.seconds} s, JWT then API token, one server with the request limits on. The target: the token path within 10% of the JWT path (CPU ratio ≤ 1.10).`,
    '',
    '| database | req/s JWT · token (ratio) | server CPU µs/request JWT · token (ratio) | p99 ms JWT · token | errors |',
    '|---|---|---|---|---|',
    ...f.databases.map(
      (d) =>
        `| ${d.label} | ${d.jwtRps} · ${d.tokenRps} (${d.rpsRatio}) | ${d.jwtCpuUs} · ${d.tokenCpuUs} (**${d.cpuRatio}**) | ${d.jwtP99} · ${d.tokenP99} | ${d.errors} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await run({
    pgUrl: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  });
  process.stdout.write(`${markdown}\n`);
}
