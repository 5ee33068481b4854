import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const PASSWORD = 'Hooks-Pass-123!';
const EMAIL = 'hooks@example.com';
const BURST = 20;
type Server = Awaited<ReturnType<typeof startServe>>;

/**
 * The outbox across processes, with the built CLI: a match committed by a server killed (-9) before
 * its delivery worker ran is delivered after a restart, once; and two `serve` processes draining one
 * outbox deliver every event exactly once between them (by `webhook-id`).
 */
export function webhookOutboxSuite(kind: DatabaseKind): void {
  let database: IsolatedDatabase;
  let scratch: string;
  let env: Record<string, string>;
  let receiver: WebhookReceiver;
  const running: Server[] = [];
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'metagame-hooks-'));
    database = await createIsolatedDatabase(kind);
    receiver = await WebhookReceiver.start();
    env = {
      DATABASE_URL: kind === 'sqlite' ? `sqlite:${join(scratch, 'app.db')}` : database.url,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOK_ALLOW_HTTP: 'true',
    };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect((await runCli(['create-admin', '--email', EMAIL], { env, stdin: `${PASSWORD}\n` })).code).toBe(0);
  }, 240_000);
  afterAll(async () => {
    // A process killed by a signal has no exit code but has exited all the same: only live ones are stopped.
    for (const server of running)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await receiver?.stop();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }, 120_000);

  const serve = async (pollMs: number) => {
    const server = await startServe({ ...env, LOG_LEVEL: 'info', WEBHOOK_POLL_INTERVAL_MS: String(pollMs) }, [
      '--workers',
      '1',
    ]);
    running.push(server);
    return server;
  };
  const ids = () => receiver.received.map((hit) => hit.headers['webhook-id'] as string);
  const until = async (done: () => boolean, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('delivers a match committed just before kill -9 after the restart, exactly once', async () => {
    // A poll interval of an hour: the first process never runs its delivery worker.
    const first = await serve(3_600_000);
    const api = await client(first.url);
    const hook = await api.post('/api/v1/webhooks', { url: `${receiver.url}/hook`, events: ['match.recorded'] });
    const match = await api.recordMatch();
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(receiver.received).toEqual([]);

    await serve(50);
    await until(() => receiver.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a second (wrong) delivery
    expect(receiver.received).toHaveLength(1);
    const hit = receiver.received[0]!;
    const payload = new Verifier(String(hook.secret)).verify(hit.body, hit.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'match.recorded', data: { match_id: match.id } });
  }, 180_000);

  it('delivers each of a burst once while two processes drain the same outbox', async () => {
    const [a, b] = [running[1]!, await serve(20)];
    const before = receiver.received.length;
    const [apiA, apiB] = [await client(a.url), await client(b.url)];
    const writes = Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? apiA : apiB).recordMatch());
    const matches = await Promise.all(writes);
    await until(() => receiver.received.length - before >= BURST, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const burst = ids().slice(before);
    expect(burst).toHaveLength(BURST);
    expect(new Set(burst).size).toBe(BURST);
    const delivered = receiver.received
      .slice(before)
      .map((hit) => (JSON.parse(hit.body) as { data: { match_id: string } }).data.match_id);
    expect(new Set(delivered)).toEqual(new Set(matches.map((m) => m.id)));
  }, 240_000);
}

/** A signed-in caller of one server, with the two writes these cases need. */
async function client(url: string) {
  const login = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: EMAIL, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return (await res.json()) as Record<string, unknown>;
  };
  let decks: Promise<{ deck: unknown; meta: unknown }> | null = null;
  const ownDecks = () =>
    (decks ??= (async () => ({
      deck: (await post('/api/v1/tracker/personal-decks', { name: 'Boros' })).id,
      meta: (
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
      ).id,
    }))());
  return {
    post,
    recordMatch: async () => {
      const { deck, meta } = await ownDecks();
      const match = await post('/api/v1/tracker/matches', {
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
      });
      return match as { id: string };
    },
  };
}
