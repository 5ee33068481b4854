// Webhook delivery benchmark: how fast the outbox drains a backlog to a loopback receiver, and the lag
// from a match's commit (the event's timestamp, set in its transaction) to its arrival while matches
// are written as fast as 8 writers go. The baseline, in the same run, is the raw
// rate of signed-size JSON POSTs to the same receiver from the same process without the outbox (a
// keep-alive agent, the same concurrency as the worker's batch). App, delivery worker and receiver
// in one process on SQLite, the worker polling every 20 ms.
import { createServer, Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp, listen, loadConfig, openRuntime, scheduleWebhookDelivery } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { RequestContext } from '@mikro-orm/core';
import { percentile, ratio } from './support.mjs';

export const title = 'Webhooks: delivery throughput and commit-to-delivery lag, against raw POSTs';
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 400);
const WRITERS = 8;
const PASSWORD = 'Bench-Password-123!';

/** The event's time: stamped in the transaction that wrote the match, just before its commit. */
const committedAt = (body) => Date.parse(JSON.parse(body).timestamp);

/** A receiver that notes when each webhook-id arrived, and how long after its commit. */
async function receiver() {
  const arrivals = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (id && !arrivals.has(id)) arrivals.set(id, { at: performance.now(), lagMs: Date.now() - committedAt(body) });
      res.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, arrivals, url: `http://127.0.0.1:${server.address().port}` };
}

/** EVENTS POSTs of a payload-sized body, WRITERS at a time: the rate the receiver takes without the outbox. */
async function rawPostRate(url, body) {
  const agent = new Agent({ keepAlive: true, maxSockets: WRITERS });
  const post = () =>
    new Promise((resolve, reject) => {
      const req = request(`${url}/raw`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } });
      req.on('response', (res) => res.resume().on('end', resolve));
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next++ < EVENTS) await post();
    }),
  );
  agent.destroy();
  return EVENTS / ((performance.now() - started) / 1000);
}

export async function run() {
  const dir = await mkdtemp(join(tmpdir(), 'metagame-bench-webhooks-'));
  const sink = await receiver();
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
    ENVIRONMENT: 'test',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_POLL_INTERVAL_MS: '20',
  });
  const quiet = { info() {}, warn() {}, error() {}, debug() {} };
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
  try {
    await RequestContext.create(runtime.orm.em, () =>
      runtime.container.get(RegisterUser).execute({
        email: 'bench@example.com',
        password: PASSWORD,
        role: 'user',
        isActive: true,
        isVerified: true,
        displayName: null,
      }),
    );
    const login = await fetch(`${server.url}/api/v1/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'bench@example.com', password: PASSWORD }),
    });
    // A new connection per call: on a loaded machine a kept-alive socket the server just closed resets.
    const headers = {
      authorization: `Bearer ${(await login.json()).access_token}`,
      'content-type': 'application/json',
      connection: 'close',
    };
    const post = async (path, body) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (res.status !== 201) throw new Error(`${path} answered ${res.status}`);
      return res.json();
    };
    await post('/api/v1/webhooks', { url: `${sink.url}/hook`, events: ['match.recorded'] });
    const deck = (await post('/api/v1/tracker/personal-decks', { name: 'Boros' })).id;
    const meta = (
      await post('/api/v1/tracker/meta-decks', {
        name: 'Izzet',
        tier: 1,
        category: 'aggro',
        decklist_notes: '',
        top8: 0,
        presence: 0,
        expected: 'as_expected',
        tests_status: 'tested',
      })
    ).id;
    const match = {
      date: '2026-03-01',
      personal_deck_id: deck,
      opponent_deck_id: meta,
      on_play: true,
      game1: 'win',
      game2: 'win',
      game3: null,
      opening_hand: '',
      turning_point: '',
      final_turn: '',
    };

    const baseline = await rawPostRate(
      sink.url,
      JSON.stringify({
        type: 'match.recorded',
        timestamp: new Date().toISOString(),
        data: { ...match, match_id: deck },
      }),
    );

    const record = async (count) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next++ < count) await post('/api/v1/tracker/matches', match);
        }),
      );
    };
    const drained = async (count) => {
      const deadline = performance.now() + 120_000;
      while (sink.arrivals.size < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    };
    // Throughput: EVENTS matches wait in the outbox, then the worker starts and drains them.
    await record(EVENTS);
    const started = performance.now();
    const stop = scheduleWebhookDelivery(runtime);
    await drained(EVENTS);
    const throughput = EVENTS / ((Math.max(...[...sink.arrivals.values()].map((a) => a.at)) - started) / 1000);
    // Lag: the worker running, EVENTS more matches written as fast as the writers go.
    const drainedBefore = sink.arrivals.size;
    await record(EVENTS);
    await drained(drainedBefore + EVENTS);
    stop();
    const lags = [...sink.arrivals.values()].slice(drainedBefore).map((a) => a.lagMs);
    lags.sort((a, b) => a - b);
    const figures = {
      events: EVENTS,
      delivered: sink.arrivals.size - EVENTS,
      deliveriesPerSecond: Math.round(throughput),
      rawPostsPerSecond: Math.round(baseline),
      throughputVsRaw: ratio(throughput, baseline),
      lagP50Ms: Math.round(percentile(lags, 50)),
      lagP99Ms: Math.round(percentile(lags, 99)),
    };
    const markdown = [
      '| measure | value |',
      '|---|---|',
      `| matches delivered per phase (${WRITERS} writers) | ${figures.events} |`,
      `| deliveries per second draining a backlog of ${figures.events} | ${figures.deliveriesPerSecond} |`,
      `| raw POSTs per second to the same receiver (baseline) | ${figures.rawPostsPerSecond} |`,
      `| throughput / baseline | ${figures.throughputVsRaw} |`,
      `| lag commit → arrival while matches are written, p50 / p99 (poll 20 ms) | ${figures.lagP50Ms} ms / ${figures.lagP99Ms} ms |`,
    ].join('\n');
    return { figures, markdown };
  } finally {
    await server.stop();
    await runtime.close();
    sink.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
