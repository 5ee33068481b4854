import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { deliverDueWebhooks } from '@metagame/hosts';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { WebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver.js';
import { call, matchBody, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

const W = '/api/v1/webhooks';
const TEAMS = '/api/v1/teams';
type Person = { id: string; email: string; password: string; auth: Auth };
type Created = Json & { id: string; secret: string };

/** Webhooks over HTTP: registration, the outbox, signed deliveries, retries, disabling, teams and isolation. */
export function webhooksSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let ann: Person;
  let bob: Person;
  let path = 0;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    app = await startTestApp(kind, {
      env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' },
    });
    [ann, bob] = await Promise.all([app.signedIn(), app.signedIn()]);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
  });

  /** A webhook of `who` (or of the team under `base`) to a path of its own on the receiver. */
  const register = async (who: Person, events: string[], base = W) => {
    const to = `/hook-${++path}`;
    const created = await must<Created>(app, 'POST', base, who.auth, { url: `${receiver.url}${to}`, events });
    return { ...created, path: to };
  };
  const deliver = () => deliverDueWebhooks(app.runtime);
  const decks = async (who: Person, base = T) => ({
    deck: (await must(app, 'POST', `${base}/personal-decks`, who.auth, { name: 'Boros' })).id as string,
    meta: (await must(app, 'POST', `${base}/meta-decks`, who.auth, metaDeckBody())).id as string,
  });
  const recordMatch = async (who: Person, base = T) => {
    const { deck, meta } = await decks(who, base);
    return must<Json & { id: string }>(app, 'POST', `${base}/matches`, who.auth, matchBody(deck, meta));
  };
  const verified = (hit: ReceivedWebhook, secret: string) =>
    new Verifier(secret).verify(hit.body, hit.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Json;
    };

  describe('registration', () => {
    it('shows the whsec_ secret once, at creation; reads never carry it', async () => {
      const hook = await register(ann, ['match.recorded']);
      expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(hook).toMatchObject({ events: ['match.recorded'], enabled: true, disabled_reason: null });
      const read = await must<Json>(app, 'GET', `${W}/${hook.id}`, ann.auth);
      expect(read).not.toHaveProperty('secret');
      expect((await must<Json[]>(app, 'GET', W, ann.auth)).every((w) => !('secret' in w))).toBe(true);
    });

    it('refuses an empty or unknown event list and a scheme other than http(s) (422), storing nothing', async () => {
      const before = (await must<Json[]>(app, 'GET', W, bob.auth)).length;
      for (const body of [
        { url: `${receiver.url}/x`, events: [] },
        { url: `${receiver.url}/x`, events: ['match.exploded'] },
        { url: 'ftp://127.0.0.1/x', events: ['match.recorded'] },
        { url: 'not a url', events: ['match.recorded'] },
      ]) {
        const reply = await call<Json>(app, 'POST', W, bob.auth, body);
        expect(reply.status).toBe(422);
        expect(reply.body.detail).toBeTruthy();
      }
      expect((await must<Json[]>(app, 'GET', W, bob.auth)).length).toBe(before);
    });

    it('refuses an unverified account (403)', async () => {
      const user = await app.seedUser({ email: `unverified-${Date.now()}@example.com`, isVerified: false });
      const tokens = await app.login(user.email, user.password);
      const auth = { Authorization: `Bearer ${tokens.access_token}` };
      const reply = await call<Json>(app, 'POST', W, auth, { url: `${receiver.url}/x`, events: ['match.recorded'] });
      expect(reply.status).toBe(403);
    });
  });

  describe('delivery', () => {
    it('delivers a recorded match once, signed so the Standard Webhooks verifier accepts it', async () => {
      const hook = await register(ann, ['match.recorded']);
      const match = await recordMatch(ann);
      await deliver();
      await deliver();
      const hits = receiver.at(hook.path);
      expect(hits).toHaveLength(1);
      const payload = verified(hits[0]!, hook.secret);
      expect(payload.type).toBe('match.recorded');
      expect(payload.data).toMatchObject({ match_id: match.id, workspace_id: ann.id, player_id: ann.id });
      const log = await must<Json[]>(app, 'GET', `${W}/${hook.id}/deliveries`, ann.auth);
      expect(log).toEqual([
        expect.objectContaining({
          event_id: hits[0]!.headers['webhook-id'],
          status: 'delivered',
          attempts: 1,
          response_status: 200,
          last_error: null,
        }),
      ]);
    });

    it('refuses a signature made with another secret', async () => {
      const hook = await register(ann, ['match.recorded']);
      await recordMatch(ann);
      await deliver();
      const other = 'whsec_' + Buffer.alloc(24, 7).toString('base64');
      expect(() => verified(receiver.at(hook.path)[0]!, other)).toThrow();
    });

    it('sends match.updated and match.deleted only to webhooks subscribed to them', async () => {
      const deletions = await register(ann, ['match.deleted']);
      const updates = await register(ann, ['match.updated']);
      const match = await recordMatch(ann);
      const body = { ...matchBody(String(match.personal_deck_id), String(match.opponent_deck_id)), game3: 'win' };
      await must(app, 'PUT', `${T}/matches/${match.id}`, ann.auth, body);
      await must(app, 'DELETE', `${T}/matches/${match.id}`, ann.auth);
      await deliver();
      const types = (hook: { path: string; secret: string }) =>
        receiver.at(hook.path).map((hit) => verified(hit, hook.secret).type);
      expect(types(updates)).toEqual(['match.updated']);
      expect(types(deletions)).toEqual(['match.deleted']);
      expect(verified(receiver.at(deletions.path)[0]!, deletions.secret).data).toEqual({
        match_id: match.id,
        workspace_id: ann.id,
      });
    });

    it('retries a failing receiver after the backoff and records the failure until it recovers', async () => {
      const hook = await register(ann, ['match.recorded']);
      receiver.answer = (hit) => (hit.path === hook.path && receiver.at(hook.path).length === 1 ? 500 : 200);
      await recordMatch(ann);
      await deliver();
      const [failed] = await must<Json[]>(app, 'GET', `${W}/${hook.id}/deliveries`, ann.auth);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 });
      expect(String(failed!.last_error)).toContain('HTTP 500');
      await deliver();
      expect(receiver.at(hook.path)).toHaveLength(1); // not due yet
      app.clock.advance({ seconds: 1 });
      await deliver();
      const hits = receiver.at(hook.path);
      expect(hits).toHaveLength(2);
      expect(hits[1]!.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
      expect(await must<Json[]>(app, 'GET', `${W}/${hook.id}/deliveries`, ann.auth)).toEqual([
        expect.objectContaining({ status: 'delivered', attempts: 2, response_status: 200, next_attempt_at: null }),
      ]);
      receiver.answer = () => 200;
    });

    it('redelivers on request with the same webhook-id', async () => {
      const hook = await register(ann, ['match.recorded']);
      await recordMatch(ann);
      await deliver();
      const eventId = receiver.at(hook.path)[0]!.headers['webhook-id'] as string;
      const reply = await call(app, 'POST', `${W}/${hook.id}/deliveries/${eventId}/redeliver`, ann.auth);
      expect(reply.status).toBe(202);
      // A body-less answer says so, rather than leaving the client to wait for the connection's end or a last chunk.
      expect(reply.headers.get('content-length')).toBe('0');
      expect(reply.headers.get('transfer-encoding')).toBeNull();
      await deliver();
      expect(receiver.at(hook.path).map((hit) => hit.headers['webhook-id'])).toEqual([eventId, eventId]);
    });

    it('signs with the rotated secret from the next attempt on', async () => {
      const hook = await register(ann, ['match.recorded']);
      const rotated = await must<Created>(app, 'POST', `${W}/${hook.id}/rotate-secret`, ann.auth);
      expect(rotated.secret).not.toBe(hook.secret);
      await recordMatch(ann);
      await deliver();
      const hit = receiver.at(hook.path)[0]!;
      expect(verified(hit, rotated.secret).type).toBe('match.recorded');
      expect(() => verified(hit, hook.secret)).toThrow();
    });
  });

  describe('workspaces', () => {
    it('sends a team’s matches to the team’s webhooks only, and a personal match to the personal ones', async () => {
      const team = (await must<Json>(app, 'POST', TEAMS, ann.auth, { name: 'Hooks' })).id as string;
      const teamHooks = `${TEAMS}/${team}/webhooks`;
      const teamHook = await register(ann, ['match.recorded'], teamHooks);
      const personal = await register(ann, ['match.recorded']);
      const teamMatch = await recordMatch(ann, `${TEAMS}/${team}/tracker`);
      await recordMatch(bob);
      await deliver();
      const teamPayloads = receiver.at(teamHook.path).map((hit) => verified(hit, teamHook.secret).data);
      expect(teamPayloads).toEqual([expect.objectContaining({ match_id: teamMatch.id, workspace_id: team })]);
      expect(receiver.at(personal.path)).toEqual([]);
      expect((await must<Json[]>(app, 'GET', teamHooks, ann.auth)).map((w) => w.id)).toEqual([teamHook.id]);
      expect((await call(app, 'GET', `${teamHooks}/${teamHook.id}`, bob.auth)).status).toBe(404);
      expect((await call(app, 'GET', `${W}/${teamHook.id}`, ann.auth)).status).toBe(404);
    });

    it('deletes a webhook with a 204 that carries neither a body nor a Content-Length', async () => {
      const hook = await register(ann, ['match.recorded']);
      const reply = await call(app, 'DELETE', `${W}/${hook.id}`, ann.auth);
      expect(reply.status).toBe(204);
      expect(reply.headers.get('content-length')).toBeNull();
      expect(reply.body).toBeUndefined();
      expect((await call(app, 'GET', `${W}/${hook.id}`, ann.auth)).status).toBe(404);
    });

    it('answers 404 for another user’s webhook, its log and its redelivery, and changes nothing', async () => {
      const hook = await register(ann, ['match.recorded']);
      const paths: [string, string, unknown?][] = [
        ['GET', `${W}/${hook.id}`],
        ['PATCH', `${W}/${hook.id}`, { enabled: false }],
        ['POST', `${W}/${hook.id}/rotate-secret`],
        ['GET', `${W}/${hook.id}/deliveries`],
        ['POST', `${W}/${hook.id}/deliveries/${hook.id}/redeliver`],
        ['DELETE', `${W}/${hook.id}`],
      ];
      for (const [method, path, body] of paths)
        expect((await call(app, method, path, bob.auth, body)).status).toBe(404);
      expect(await must<Json>(app, 'GET', `${W}/${hook.id}`, ann.auth)).toMatchObject({ enabled: true });
    });
  });

  // Last: it moves the clock a day on, past what signatures (5 minutes) and access tokens allow.
  describe('giving up', () => {
    it('disables an endpoint that failed for a day, with the reason, and sends it nothing more until enabled', async () => {
      const hook = await register(bob, ['match.recorded']);
      receiver.answer = (hit) => (hit.path === hook.path ? 503 : 200);
      await recordMatch(bob);
      for (let hour = 0; hour <= 30; hour += 1) {
        await deliver();
        app.clock.advance({ minutes: 60 });
      }
      // A day and more went by: the access tokens expired meanwhile.
      const tokens = await app.login(bob.email, bob.password);
      bob = { ...bob, auth: { Authorization: `Bearer ${tokens.access_token}` } };
      const read = await must<Json>(app, 'GET', `${W}/${hook.id}`, bob.auth);
      expect(read).toMatchObject({ enabled: false });
      expect(String(read.disabled_reason)).toMatch(/failed for 24 hours.*HTTP 503/);
      const [log] = await must<Json[]>(app, 'GET', `${W}/${hook.id}/deliveries`, bob.auth);
      expect(log).toMatchObject({ status: 'failed', next_attempt_at: null });
      expect(Number(log!.attempts)).toBeGreaterThanOrEqual(10);
      const attempts = receiver.at(hook.path).length;
      await recordMatch(bob);
      await deliver();
      expect(receiver.at(hook.path)).toHaveLength(attempts);
      receiver.answer = () => 200;
      const enabled = await must<Json>(app, 'PATCH', `${W}/${hook.id}`, bob.auth, { enabled: true });
      expect(enabled).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    });
  });

  describe('address rules (the default settings)', () => {
    let strict: TestApp;
    let carol: Person;
    beforeAll(async () => {
      strict = await startTestApp(kind);
      carol = await strict.signedIn();
    });
    afterAll(async () => strict?.close());

    const refused = [
      'not a url',
      'http://93.184.215.14/hook',
      'https://10.1.2.3/hook',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fc00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://user:pass@93.184.215.14/hook',
    ];
    for (const url of refused)
      it(`refuses ${url} (422 with a detail), storing nothing`, async () => {
        const reply = await call<Json>(strict, 'POST', W, carol.auth, { url, events: ['match.recorded'] });
        expect(reply.status).toBe(422);
        expect(typeof reply.body.detail).toBe('string');
        expect(await must<Json[]>(strict, 'GET', W, carol.auth)).toEqual([]);
      });
  });
}
