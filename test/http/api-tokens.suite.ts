import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { sqlOn } from './teams/team-client.js';
import { call, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

const TOKENS = '/api/v1/auth/tokens';
const TEAMS = '/api/v1/teams';
const GHOST = '00000000-0000-4000-8000-00000000dead';
/** The per-token limit this suite runs with: small enough to reach, large enough for every other case. */
const TOKEN_LIMIT = 40;
const INSUFFICIENT = { detail: 'Insufficient permissions.', code: 'INSUFFICIENT_PERMISSIONS' };

type Person = { id: string; email: string; password: string; auth: Auth };
type Created = Json & { id: string; token: string; prefix: string; expires_at: string; scopes: string[] };
const bearer = (secret: string): Auth => ({ Authorization: `Bearer ${secret}` });

/**
 * API tokens over HTTP: made, listed and revoked by their owner (or a team's captains); used as
 * bearer tokens only on the routes whose scope they hold; refused on identity routes; stopped by
 * revocation, expiry, deactivation and the creator leaving the team, from the next request on.
 */
export function apiTokensSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let admin: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let teamId: string;
  let otherTeamId: string;

  const mint = async (who: Person, body: Json, path = TOKENS) => must<Created>(app, 'POST', path, who.auth, body);
  const personal = (who: Person, scopes: string[], extra: Json = {}) =>
    mint(who, { name: `script ${scopes.join('+') || 'none'}`, scopes, ...extra });
  const addMember = async (team: string, userId: string, role: string) => {
    const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
    await sqlOn(
      app,
      `insert into team_members (team_id, user_id, role, joined_at) values ('${team}', '${userId}', '${role}', ${now})`,
    );
  };
  /** New access tokens for the suite's accounts, after the clock moved past their expiry. */
  const signInAgain = async () => {
    for (const who of [admin, alice, bob, carol]) {
      const pair = await app.login(who.email, who.password);
      who.auth = { Authorization: `Bearer ${pair.access_token}` };
    }
  };
  const tokenRows = async () => Number((await sqlOn(app, 'select count(*) as n from api_tokens'))[0]?.n);
  const auditTypes = async (who: Person) =>
    (await must<{ items: { event_type: string; details: Json }[] }>(app, 'GET', '/api/v1/auth/audit-events', who.auth))
      .items;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_API_REQUESTS_PER_TOKEN: `${TOKEN_LIMIT}/60` },
    });
    admin = await app.signedIn('admin');
    [alice, bob, carol] = [await app.signedIn(), await app.signedIn(), await app.signedIn()];
    teamId = (await must<Json>(app, 'POST', TEAMS, alice.auth, { name: 'Token Team' })).id as string;
    otherTeamId = (await must<Json>(app, 'POST', TEAMS, carol.auth, { name: 'Other Team' })).id as string;
    await addMember(teamId, bob.id, 'captain');
    await addMember(teamId, carol.id, 'member');
    await addMember(otherTeamId, bob.id, 'captain');
  });
  afterAll(async () => app?.close());

  describe('making and listing tokens', () => {
    it('shows the secret once, with the prefix and a checksum, and lists the token without it', async () => {
      const made = await personal(alice, ['tracker:read'], { name: 'notebook' });
      expect(made.token).toMatch(/^mgt_[0-9A-Za-z]{49}$/);
      expect(made.prefix).toBe(made.token.slice(0, 12));
      expect(made).toMatchObject({ name: 'notebook', scopes: ['tracker:read'], team_id: null, last_used_at: null });
      const ninetyDays = new Date(app.clock.now().getTime() + 90 * 86_400_000).toISOString();
      expect(made.expires_at).toBe(ninetyDays);
      const listed = await must<Json[]>(app, 'GET', TOKENS, alice.auth);
      const row = listed.find((t) => t.id === made.id)!;
      expect(Object.keys(row).sort()).toEqual(
        ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'prefix', 'scopes', 'team_id'].sort(),
      );
      expect(JSON.stringify(listed)).not.toContain(made.token.slice(12));
      const [stored] = await sqlOn(app, `select secret_hash from api_tokens where id = '${made.id}'`);
      expect(String(stored?.secret_hash)).toMatch(/^[0-9a-f]{64}$/);
    });

    it('lists only the caller’s own tokens, newest first, and records the creation in the audit trail', async () => {
      const first = await personal(bob, ['tracker:read']);
      app.clock.advance({ seconds: 1 });
      const second = await personal(bob, ['tracker:write', 'tracker:read', 'tracker:read']);
      expect(second.scopes).toEqual(['tracker:read', 'tracker:write']);
      const ids = (await must<Json[]>(app, 'GET', TOKENS, bob.auth)).map((t) => t.id);
      expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
      expect((await must<Json[]>(app, 'GET', TOKENS, carol.auth)).map((t) => t.id)).not.toContain(first.id);
      const created = (await auditTypes(bob)).filter((e) => e.event_type === 'api_token.created');
      expect(created.map((e) => e.details.credential_id)).toEqual(expect.arrayContaining([first.id, second.id]));
    });

    it.each([
      ['an unknown scope', { name: 'x', scopes: ['tracker:admin'] }, 'scopes'],
      ['no scope', { name: 'x', scopes: [] }, 'scopes'],
      ['an expiry beyond a year', { name: 'x', scopes: ['tracker:read'], expires_in_days: 366 }, 'expires_in_days'],
      ['an expiry of zero days', { name: 'x', scopes: ['tracker:read'], expires_in_days: 0 }, 'expires_in_days'],
      ['no name', { scopes: ['tracker:read'] }, 'name'],
      ['a blank name', { name: '   ', scopes: ['tracker:read'] }, 'name'],
    ])('refuses %s with 422 and a detail naming the field, storing nothing', async (_case, body, field) => {
      const before = await tokenRows();
      const reply = await call<{ detail: { loc: string[] }[] }>(app, 'POST', TOKENS, alice.auth, body);
      expect(reply.status).toBe(422);
      expect(reply.body.detail.map((issue) => issue.loc.slice(0, 2).join('.'))).toContain(`body.${field}`);
      expect(await tokenRows()).toBe(before);
    });
  });

  describe('the scope × route matrix', () => {
    let tokens: Record<string, Created>;
    beforeAll(async () => {
      tokens = {
        read: await personal(alice, ['tracker:read']),
        write: await personal(alice, ['tracker:write']),
        meta: await personal(alice, ['meta:read']),
        all: await personal(alice, ['tracker:read', 'tracker:write', 'meta:read']),
      };
    });

    const ROUTES: { name: string; request: () => [string, string, Json | undefined]; admits: string[] }[] = [
      { name: 'a tracker read', request: () => ['GET', `${T}/matches`, undefined], admits: ['read', 'all'] },
      {
        name: 'a tracker read of a deck',
        request: () => ['GET', `${T}/personal-decks`, undefined],
        admits: ['read', 'all'],
      },
      {
        name: 'a tracker write',
        request: () => ['POST', `${T}/meta-decks`, metaDeckBody({ name: `Deck ${String(Math.random())}` })],
        admits: ['write', 'all'],
      },
      {
        name: 'a tracker deletion',
        request: () => ['DELETE', `${T}/personal-decks/${GHOST}`, undefined],
        admits: ['write', 'all'],
      },
      {
        name: 'a card-data read',
        request: () => ['GET', '/api/v1/card-data/status', undefined],
        admits: ['read', 'write', 'meta', 'all'],
      },
      {
        name: 'GET /auth/me',
        request: () => ['GET', '/api/v1/auth/me', undefined],
        admits: ['read', 'write', 'meta', 'all'],
      },
      {
        name: 'password change',
        request: () => [
          'POST',
          '/api/v1/auth/change-password',
          { current_password: 'x', new_password: 'Another-Pass-123!' },
        ],
        admits: [],
      },
      { name: 'the session list', request: () => ['GET', '/api/v1/auth/sessions', undefined], admits: [] },
      {
        name: 'ending other sessions',
        request: () => ['POST', '/api/v1/auth/sessions/end-others', undefined],
        admits: [],
      },
      { name: 'logout', request: () => ['POST', '/api/v1/auth/logout', undefined], admits: [] },
      { name: 'the token list', request: () => ['GET', TOKENS, undefined], admits: [] },
      { name: 'making a token', request: () => ['POST', TOKENS, { name: 'x', scopes: ['tracker:read'] }], admits: [] },
      { name: 'revoking a token', request: () => ['DELETE', `${TOKENS}/${tokens.read!.id}`, undefined], admits: [] },
      { name: 'the TOTP status', request: () => ['GET', '/api/v1/auth/totp', undefined], admits: [] },
      { name: 'TOTP enrolment', request: () => ['POST', '/api/v1/auth/totp/enrol', undefined], admits: [] },
      { name: 'the own audit trail', request: () => ['GET', '/api/v1/auth/audit-events', undefined], admits: [] },
      { name: 'the team list', request: () => ['GET', TEAMS, undefined], admits: [] },
      { name: 'founding a team', request: () => ['POST', TEAMS, { name: 'Token-made' }], admits: [] },
      {
        name: 'inviting to a team',
        request: () => ['POST', `${TEAMS}/${teamId}/invitations`, { email: 'x@example.com', role: 'member' }],
        admits: [],
      },
      {
        name: 'changing a member’s role',
        request: () => ['PATCH', `${TEAMS}/${teamId}/members/${carol.id}`, { role: 'viewer' }],
        admits: [],
      },
      { name: 'leaving a team', request: () => ['POST', `${TEAMS}/${teamId}/leave`, undefined], admits: [] },
      { name: 'a team’s tokens', request: () => ['GET', `${TEAMS}/${teamId}/tokens`, undefined], admits: [] },
    ];

    it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      for (const [label, made] of Object.entries(tokens)) {
        const [method, path, body] = route.request();
        const reply = await call<Json>(app, method, path, bearer(made.token), body);
        const where = `${label} on ${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`;
        if (route.admits.includes(label)) expect([200, 201, 204, 404], where).toContain(reply.status);
        else expect({ status: reply.status, body: reply.body }, where).toEqual({ status: 403, body: INSUFFICIENT });
      }
    });

    it('acts as its creator: reads and writes land in the creator’s own tracker', async () => {
      const made = await must<Json>(app, 'POST', `${T}/personal-decks`, bearer(tokens.all!.token), {
        name: 'By token',
      });
      const decks = await must<Json[]>(app, 'GET', `${T}/personal-decks`, alice.auth);
      expect(decks.map((d) => d.id)).toContain(made.id);
      const me = await must<Json>(app, 'GET', '/api/v1/auth/me', bearer(tokens.meta!.token));
      expect(me.id).toBe(alice.id);
    });
  });

  describe('team tokens', () => {
    const teamTokens = (team: string) => `${TEAMS}/${team}/tokens`;

    it('lets captains and the owner make, list and revoke them; a member gets 403, an outsider 404', async () => {
      const made = await mint(bob, { name: 'bot', scopes: ['tracker:read'] }, teamTokens(teamId));
      expect(made.team_id).toBe(teamId);
      const listed = await must<Json[]>(app, 'GET', teamTokens(teamId), alice.auth);
      expect(listed.map((t) => t.id)).toContain(made.id);
      expect((await must<Json[]>(app, 'GET', TOKENS, bob.auth)).map((t) => t.id)).not.toContain(made.id);
      const body = { name: 'x', scopes: ['tracker:read'] };
      expect((await call(app, 'POST', teamTokens(teamId), carol.auth, body)).status).toBe(403);
      expect((await call(app, 'GET', teamTokens(teamId), carol.auth)).status).toBe(403);
      expect((await call(app, 'POST', teamTokens(otherTeamId), alice.auth, body)).status).toBe(404);
      expect((await call(app, 'DELETE', `${teamTokens(teamId)}/${made.id}`, carol.auth)).status).toBe(403);
      expect((await call(app, 'DELETE', `${TOKENS}/${made.id}`, bob.auth)).status).toBe(404);
      expect((await call(app, 'DELETE', `${teamTokens(teamId)}/${made.id}`, alice.auth)).status).toBe(204);
      expect((await call(app, 'GET', `${TEAMS}/${teamId}/tracker/matches`, bearer(made.token))).status).toBe(401);
    });

    it('reaches its own team’s tracker only: personal routes 403, another team 404', async () => {
      const made = await mint(bob, { name: 'bot', scopes: ['tracker:read', 'tracker:write'] }, teamTokens(teamId));
      const auth = bearer(made.token);
      const deck = await must<Json>(app, 'POST', `${TEAMS}/${teamId}/tracker/personal-decks`, auth, { name: 'Team' });
      const teamDecks = await must<Json[]>(app, 'GET', `${TEAMS}/${teamId}/tracker/personal-decks`, alice.auth);
      expect(teamDecks.map((d) => d.id)).toContain(deck.id);
      expect((await call(app, 'GET', `${T}/matches`, auth)).body).toEqual(INSUFFICIENT);
      expect((await call(app, 'GET', '/api/v1/auth/me', auth)).status).toBe(403);
      // Bob is a captain of the other team too: the token still does not reach it.
      const other = await call<Json>(app, 'GET', `${TEAMS}/${otherTeamId}/tracker/matches`, auth);
      expect(other.status).toBe(404);
      expect((await call(app, 'GET', `${TEAMS}/${teamId}`, auth)).status).toBe(403);
    });

    it('refuses a personal token on a team’s routes, even its creator’s own team', async () => {
      const made = await personal(bob, ['tracker:read']);
      const reply = await call(app, 'GET', `${TEAMS}/${teamId}/tracker/matches`, bearer(made.token));
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(INSUFFICIENT);
    });

    it('stops working from the next request on once its creator is demoted below captain, or removed', async () => {
      const dave = await app.signedIn();
      await addMember(teamId, dave.id, 'captain');
      const made = await mint(dave, { name: 'bot', scopes: ['tracker:read'] }, teamTokens(teamId));
      const path = `${TEAMS}/${teamId}/tracker/matches`;
      expect((await call(app, 'GET', path, bearer(made.token))).status).toBe(200);
      await must(app, 'PATCH', `${TEAMS}/${teamId}/members/${dave.id}`, alice.auth, { role: 'member' });
      expect((await call(app, 'GET', path, bearer(made.token))).status).toBe(401);
      await must(app, 'PATCH', `${TEAMS}/${teamId}/members/${dave.id}`, alice.auth, { role: 'captain' });
      expect((await call(app, 'GET', path, bearer(made.token))).status).toBe(200);
      expect((await call(app, 'DELETE', `${TEAMS}/${teamId}/members/${dave.id}`, alice.auth)).status).toBe(204);
      expect((await call(app, 'GET', path, bearer(made.token))).status).toBe(401);
    });
  });

  describe('what stops a token', () => {
    it('refuses a revoked token from the next request on, and records the revocation', async () => {
      const made = await personal(alice, ['tracker:read']);
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(200);
      expect((await call(app, 'DELETE', `${TOKENS}/${made.id}`, alice.auth)).status).toBe(204);
      const refused = await call(app, 'GET', `${T}/matches`, bearer(made.token));
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect((await call(app, 'DELETE', `${TOKENS}/${made.id}`, alice.auth)).status).toBe(404);
      expect((await must<Json[]>(app, 'GET', TOKENS, alice.auth)).map((t) => t.id)).not.toContain(made.id);
      const revoked = (await auditTypes(alice)).find((e) => e.event_type === 'api_token.revoked');
      expect(revoked?.details.credential_id).toBe(made.id);
    });

    it('answers 404 for another user’s token or an unknown one, leaving it working', async () => {
      const made = await personal(alice, ['tracker:read']);
      expect((await call(app, 'DELETE', `${TOKENS}/${made.id}`, carol.auth)).status).toBe(404);
      expect((await call(app, 'DELETE', `${TOKENS}/${GHOST}`, alice.auth)).status).toBe(404);
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(200);
    });

    it('refuses an expired token (the clock moved past its expiry)', async () => {
      const made = await personal(alice, ['tracker:read'], { expires_in_days: 1 });
      const longer = await personal(alice, ['tracker:read'], { expires_in_days: 2 });
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(200);
      app.clock.advance({ days: 1 });
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(401);
      expect((await call(app, 'GET', `${T}/matches`, bearer(longer.token))).status).toBe(200);
      await signInAgain(); // the day also expired every access token of the suite's accounts
    });

    it('refuses the tokens of a deactivated account, and takes them back on reactivation', async () => {
      const erin = await app.signedIn();
      const made = await personal(erin, ['tracker:read']);
      await must(app, 'PATCH', `/api/v1/users/${erin.id}`, admin.auth, { is_active: false });
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(401);
      await must(app, 'PATCH', `/api/v1/users/${erin.id}`, admin.auth, { is_active: true });
      expect((await call(app, 'GET', `${T}/matches`, bearer(made.token))).status).toBe(200);
    });

    const UNAUTHENTICATED = { detail: 'Could not validate credentials.', code: 'UNAUTHENTICATED' };
    it.each([
      [
        'a changed character (the checksum fails)',
        (t: string) => `${t.slice(0, 20)}${t[20] === 'a' ? 'b' : 'a'}${t.slice(21)}`,
      ],
      ['a missing character', (t: string) => t.slice(0, -1)],
      ['an extra character', (t: string) => `${t}a`],
      ['the prefix alone', () => 'mgt_'],
    ])('refuses a token with %s (401)', async (_case, mangle) => {
      const made = await personal(alice, ['tracker:read']);
      const reply = await call<Json>(app, 'GET', `${T}/matches`, bearer(mangle(made.token)));
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 401, body: UNAUTHENTICATED });
    });

    it('refuses a well-formed token the server does not hold (401)', async () => {
      const made = await personal(carol, ['tracker:read']);
      await sqlOn(app, `delete from api_tokens where id = '${made.id}'`);
      const reply = await call<Json>(app, 'GET', `${T}/matches`, bearer(made.token));
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 401, body: UNAUTHENTICATED });
    });
  });

  describe('last use and the per-token limit', () => {
    it('stamps last use at most once a minute', async () => {
      const made = await personal(alice, ['tracker:read']);
      const lastUsed = async () =>
        (await must<Json[]>(app, 'GET', TOKENS, alice.auth)).find((t) => t.id === made.id)!.last_used_at;
      await must(app, 'GET', `${T}/matches`, bearer(made.token));
      const first = await lastUsed();
      expect(first).toBe(app.clock.now().toISOString());
      app.clock.advance({ seconds: 30 });
      await must(app, 'GET', `${T}/matches`, bearer(made.token));
      expect(await lastUsed()).toBe(first);
      app.clock.advance({ seconds: 31 });
      await must(app, 'GET', `${T}/matches`, bearer(made.token));
      expect(await lastUsed()).toBe(app.clock.now().toISOString());
    });

    it('counts each token on its own, announces it in the RateLimit headers, and answers 429 past it', async () => {
      const made = await personal(alice, ['tracker:read']);
      const other = await personal(alice, ['tracker:read']);
      let reply = await call(app, 'GET', '/api/v1/auth/me', bearer(made.token));
      expect(reply.headers.get('ratelimit-policy')).toBe(`"api-token";q=${TOKEN_LIMIT};w=60`);
      expect(reply.headers.get('ratelimit')).toMatch(new RegExp(`^"api-token";r=${TOKEN_LIMIT - 1};t=\\d+$`));
      for (let i = 1; i < TOKEN_LIMIT; i += 1) reply = await call(app, 'GET', '/api/v1/auth/me', bearer(made.token));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit')).toMatch(/^"api-token";r=0;t=\d+$/);
      reply = await call(app, 'GET', '/api/v1/auth/me', bearer(made.token));
      expect(reply.status).toBe(429);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(app, 'GET', '/api/v1/auth/me', bearer(other.token))).status).toBe(200);
      // The JWT path has no such counter.
      expect((await call(app, 'GET', '/api/v1/auth/me', alice.auth)).headers.get('ratelimit')).toBeNull();
      app.clock.advance({ seconds: 61 });
      expect((await call(app, 'GET', '/api/v1/auth/me', bearer(made.token))).status).toBe(200);
    });
  });
}
