// Webhook delivery benchmark: how fast the outbox drains to a loopback receiver, and the lag from a
// match's commit (its 201) to its delivery at that rate. The baseline, in the same run, is the raw
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

/** A receiver that notes when each webhook-id arrived. */
async function receiver() {
  const arrivals = new Map();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (id && !arrivals.has(id)) arrivals.set(id, performance.now());
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

    const stop = scheduleWebhookDelivery(runtime);
    const committed = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next++ < EVENTS) {
          const written = await post('/api/v1/tracker/matches', match);
          committed.set(written.id, performance.now());
        }
      }),
    );
    const deadline = performance.now() + 60_000;
    while (sink.arrivals.size < EVENTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const finished = Math.max(...sink.arrivals.values());
    stop();
    // Lag per event: its arrival minus its match's 201, paired through the delivery log's payloads.
    const log = await fetch(`${server.url}/api/v1/webhooks`, { headers }).then((r) => r.json());
    const lags = [];
    const byEvent = await eventToMatch(server.url, headers, log[0].id);
    for (const [eventId, arrived] of sink.arrivals) {
      const matchId = byEvent.get(eventId);
      if (matchId && committed.has(matchId)) lags.push(arrived - committed.get(matchId));
    }
    lags.sort((a, b) => a - b);
    const throughput = sink.arrivals.size / ((finished - started) / 1000);
    const figures = {
      events: EVENTS,
      delivered: sink.arrivals.size,
      deliveriesPerSecond: Math.round(throughput),
      rawPostsPerSecond: Math.round(baseline),
      throughputVsRaw: ratio(throughput, baseline),
      lagP50Ms: Math.round(percentile(lags, 0.5)),
      lagP99Ms: Math.round(percentile(lags, 0.99)),
    };
    const markdown = [
      '| measure | value |',
      '|---|---|',
      `| matches recorded (${WRITERS} writers) and delivered | ${figures.events} / ${figures.delivered} |`,
      `| deliveries per second (first commit to last arrival) | ${figures.deliveriesPerSecond} |`,
      `| raw POSTs per second to the same receiver (baseline) | ${figures.rawPostsPerSecond} |`,
      `| throughput / baseline | ${figures.throughputVsRaw} |`,
      `| lag commit → delivery, p50 / p99 (poll 20 ms) | ${figures.lagP50Ms} ms / ${figures.lagP99Ms} ms |`,
    ].join('\n');
    return { figures, markdown };
  } finally {
    await server.stop();
    await runtime.close();
    sink.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** event id → match id, read back from the delivery log's payloads. */
async function eventToMatch(url, headers, webhookId) {
  const map = new Map();
  for (let offset = 0; ; offset += 200) {
    const page = await fetch(`${url}/api/v1/webhooks/${webhookId}/deliveries?limit=200&offset=${offset}`, {
      headers,
    }).then((r) => r.json());
    for (const d of page) map.set(d.event_id, JSON.parse(d.payload).data.match_id);
    if (page.length < 200) return map;
  }
}
