import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import {
  bodyCases,
  HOSTILE_VALUES,
  urlFor,
  type BodyCase,
  type BodyEncoding,
  type HostileValue,
  type OpenApi,
} from '../support/hostile-requests.js';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { must, seedPlayerData, type Auth } from './tracker/tracker-client.js';

const CONTENT_TYPE: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  csv: 'text/csv',
};
const UNLIMITED = '100000/900';
/** Changing the password revokes the caller's tokens; that route gets a caller of its own. */
const OWN_CALLER = new Set(['changePassword']);

/**
 * Bodies whose schema publishes no string field: a tournament file is any JSON object, validated
 * field by field in core (the CLI reads the same files). Its hostile strings are covered by
 * `metagame/tournaments.suite.ts` ("stores hostile strings exactly or refuses them with 422").
 */
const VALIDATED_BEYOND_SCHEMA = new Set(['importTournament']);

/**
 * Every value is a bound parameter, and every string is one the databases store as sent: each hostile
 * value goes into each string field of every request body in /openapi.json (the login form too),
 * one field at a time with the rest valid. The answer is never a 5xx; a 4xx carries a `detail`; and a
 * value that cannot be stored as sent (NUL, lone surrogate, invalid UTF-8) is refused.
 * Rate limits are on, with room to spare, because they read the login form before the route does.
 */
export function hostileStringsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let doc: OpenApi;
  let cases: BodyCase[];
  let admin: Auth;
  let ownCaller: Auth;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: {
        RATE_LIMIT_ENABLED: 'true',
        ...Object.fromEntries(
          [
            'LOGIN_PER_ACCOUNT',
            'LOGIN_PER_ADDRESS',
            'SIGNUP_PER_ADDRESS',
            'VERIFY_PER_ADDRESS',
            'RESEND_PER_ADDRESS',
            'PASSWORD_RESET_PER_ADDRESS',
            'EMAIL_CHANGE_PER_ADDRESS',
            'SECOND_FACTOR_PER_ADDRESS',
          ].map((l) => [`RATE_LIMIT_${l}`, UNLIMITED]),
        ),
        TRUST_PROXY: 'true',
        REQUIRE_EMAIL_VERIFICATION: 'false',
        CARD_DATA_BASE_URL: 'http://127.0.0.1:9/',
        DECK_SOURCE_BASE_URL: 'http://127.0.0.1:9/',
        ARCHIDEKT_BASE_URL: 'http://127.0.0.1:9/',
      },
    });
    doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as OpenApi;
    const me = await app.signedIn('admin');
    admin = me.auth;
    ownCaller = (await app.signedIn('user')).auth;
    const data = await seedPlayerData(app, admin);
    const other = await app.seedUser({ email: `other-${Date.now()}@example.com` });
    // A team the caller owns: a team route reads nothing of a request before the caller's membership.
    const team = await must(app, 'POST', '/api/v1/teams', admin, { name: 'Hostile strings' });
    const ids = {
      teams: String(team.id),
      'personal-decks': data.deckId,
      versions: data.versionId,
      'meta-decks': data.metaDeckId,
      matches: data.matchId,
      'card-tests': data.cardTestId,
      users: other.id,
    };
    cases = bodyCases(doc, { ids, email: me.email, password: DEFAULT_PASSWORD });
  });
  afterAll(async () => app?.close());

  async function send(c: BodyCase, value: HostileValue): Promise<string | null> {
    const headers = {
      ...(OWN_CALLER.has(c.operationId) ? ownCaller : admin),
      'Content-Type': CONTENT_TYPE[c.encoding],
    };
    const res = await fetch(`${app.url}${c.url}`, { method: c.method, headers, body: c.body(value) });
    return problemWith(res, value.refused[c.encoding]);
  }

  /** Sends `value` in every string field of every body of one encoding; lists what went wrong. */
  async function failuresFor(value: HostileValue, encoding: BodyEncoding): Promise<string[]> {
    const failures: string[] = [];
    for (const c of cases.filter((x) => x.encoding === encoding)) {
      const problem = await send(c, value);
      if (problem) failures.push(`${c.operationId}.${c.field}: ${problem}`);
    }
    return failures;
  }

  it('finds a string field in every operation that takes a body, the login form among them', () => {
    const withBody = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops)
        .filter((op) => op.requestBody && !VALIDATED_BEYOND_SCHEMA.has(op.operationId))
        .map((op) => op.operationId),
    );
    expect(new Set(cases.map((c) => c.operationId))).toEqual(new Set(withBody));
    expect(cases.filter((c) => c.encoding === 'form').map((c) => c.operationId)).toContain('login');
  });

  for (const value of HOSTILE_VALUES) {
    const outcome = (encoding: BodyEncoding) =>
      value.refused[encoding] ? `refuses it with ${value.refused[encoding]}` : 'never answers 5xx';
    it(`${outcome('json')} for ${value.label} in any string field of a JSON body, with a detail`, async () => {
      expect(await failuresFor(value, 'json')).toEqual([]);
    }, 120_000);
    it(`${outcome('form')} for ${value.label} in any field of the login form, with a detail`, async () => {
      expect(await failuresFor(value, 'form')).toEqual([]);
    }, 60_000);
    it(`${outcome('csv')} for ${value.label} in a cell of a CSV import, with a detail`, async () => {
      expect(await failuresFor(value, 'csv')).toEqual([]);
    }, 60_000);
  }

  it('refuses a NUL byte in any path parameter with 422', async () => {
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const param of path.match(/\{\w+\}/g) ?? []) {
        for (const method of Object.keys(operations)) {
          const url = urlFor(path, {}, { param: param.slice(1, -1), value: 'nul%00byte' });
          const problem = await problemWith(
            await fetch(`${app.url}${url}`, { method: method.toUpperCase(), headers: admin }),
            422,
          );
          if (problem) failures.push(`${method.toUpperCase()} ${path} ${param}: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a login from a 10,000-character forwarded address without a 5xx', async () => {
    const res = await fetch(`${app.url}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': CONTENT_TYPE.form, 'X-Forwarded-For': 'x'.repeat(10_000) },
      body: new URLSearchParams({ username: 'nobody@example.com', password: 'Wrong-Pass-000!' }),
    });
    expect(res.status).toBe(401);
  });
}

/** What is wrong with an answer: not `expected`, a 5xx, or a 4xx without a JSON `detail`; null when fine. */
async function problemWith(res: Response, expected: number | undefined): Promise<string | null> {
  const text = await res.text();
  const said = `answered ${res.status} ${text.slice(0, 200)}`;
  if (expected !== undefined ? res.status !== expected : res.status >= 500)
    return expected ? `${said}; expected ${expected}` : said;
  if (res.status < 400) return null;
  let detail: unknown;
  try {
    detail = (JSON.parse(text) as { detail?: unknown }).detail;
  } catch {
    return `${said}; not JSON`;
  }
  return (typeof detail === 'string' || Array.isArray(detail)) && detail.length > 0 ? null : `${said}; no detail`;
}
