import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archetypeSchemas, ERROR_CATALOGUE, ERROR_CODES } from '@metagame/contracts';
import { settingsTable } from '@metagame/hosts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { declaredCodes, operationsOf, requestPath, type OpenApiDocument, type Walked } from './error-codes-walk.js';

/** Every `<count>/<seconds>` limit at 1 per 15 minutes: a route's second request is over it. */
const TIGHT_LIMITS = Object.fromEntries(
  [...settingsTable().matchAll(/^\| `(RATE_LIMIT_\w+)` \| `\d+\/\d+` \|/gm)].map((m) => [m[1]!, '1/900']),
);
const NOT_UTF8 = new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])]);
const OVERSIZED = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
/** Routes with a JSON body limit of their own (a format's archetype definitions carry a large colour table). */
const OVERSIZED_FOR: Readonly<Record<string, string>> = {
  importArchetypeDefinitions: JSON.stringify({ filler: 'x'.repeat(archetypeSchemas.DEFINITIONS_MAX_BYTES + 1) }),
};
const UNKNOWN_QUERY = 'zz_not_a_parameter=1';
/** The codes any operation can answer from its access, inputs and limits alone; the walk provokes each. */
const GENERIC = new Set([
  'UNAUTHENTICATED',
  'INSUFFICIENT_PERMISSIONS',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_VALIDATION_FAILED',
  'RATE_LIMITED',
]);

/**
 * The error-code walk: for every operation of the published document and every error status it
 * declares, the declared codes are catalogued with that status; then each host-answered status
 * (401, 403, 400, 413, 415, 422, 429) and each lookup's 404 is provoked over HTTP, and the answer's
 * `code` must be one the operation declares for that status. The error-body guard of every suite
 * checks the rest (the domain codes each suite provokes).
 */
describe('every declared error answers a declared code', () => {
  let app: TestApp;
  let limited: TestApp;
  let doc: OpenApiDocument;
  let admin: { Authorization: string };
  let user: { Authorization: string };
  let limitedUser: { Authorization: string };
  /** A team `user` is a viewer of: a team route's 403 is a team role too low (an outsider gets 404). */
  let viewedTeamId: string;
  const walked: Walked[] = [];

  /** Sends one request and records its answer against the operation's declared codes. */
  const send = async (
    target: TestApp,
    op: ReturnType<typeof operationsOf>[number],
    how: { path?: string; query?: string; headers?: Record<string, string>; body?: string | Blob },
  ) => {
    const path = how.path ?? requestPath(op, 'valid');
    const res = await fetch(`${target.url}${path}${how.query ? `?${how.query}` : ''}`, {
      method: op.method.toUpperCase(),
      headers: how.headers ?? {},
      ...(how.body !== undefined ? { body: how.body } : {}),
    });
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { code?: string }) : {};
    walked.push({ op: op.id, status: res.status, code: body.code ?? null });
    return { status: res.status, code: body.code ?? null };
  };

  /**
   * `user`'s request to the operation: in the team they view, with the document's example body (a
   * team role is checked after the body validates, unlike a service role).
   */
  const asViewer = (op: ReturnType<typeof operationsOf>[number]) => ({
    path: teamPath(op, viewedTeamId),
    headers: op.bodyExample === undefined ? user : { ...user, 'Content-Type': 'application/json' },
    ...(op.bodyExample === undefined ? {} : { body: JSON.stringify(op.bodyExample) }),
  });

  beforeAll(async () => {
    app = await startTestApp('sqlite', { env: { CSV_IMPORT_MAX_BYTES: '1024' } });
    limited = await startTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: 'true', ...TIGHT_LIMITS } });
    doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as OpenApiDocument;
    admin = (await app.signedIn('admin')).auth;
    const signedUser = await app.signedIn('user');
    user = signedUser.auth;
    viewedTeamId = await viewerTeam(app, signedUser.id);
    limitedUser = (await limited.signedIn('user')).auth;
  });
  afterAll(async () => {
    await app?.close();
    await limited?.close();
  });

  it('declares the error schemas with a required code from the catalogue', () => {
    for (const name of ['HTTPError', 'ValidationError']) {
      const schema = doc.components.schemas[name]!;
      expect(schema.required, name).toContain('code');
      expect(schema.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    }
    expect(doc.components.schemas.ErrorCode!.enum).toEqual(ERROR_CODES);
  });

  it('lists every code of the catalogue, with its status, in the API guide', () => {
    const guide = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    for (const code of ERROR_CODES)
      expect(guide, code).toMatch(new RegExp(`^\\| ${ERROR_CATALOGUE[code].status} \\| [^\\n]*\`${code}\``, 'm'));
  });

  it('declares, for every error response of every operation, codes the catalogue answers with that status', () => {
    let responses = 0;
    for (const op of operationsOf(doc)) {
      for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400)) {
        const codes = declaredCodes(op, status);
        expect(codes.length, `${op.id} ${status}`).toBeGreaterThan(0);
        for (const code of codes)
          expect(ERROR_CATALOGUE[code]?.status, `${op.id} ${status} ${code}`).toBe(Number(status));
        responses += 1;
      }
    }
    expect(responses).toBeGreaterThan(100);
  });

  it('answers 401 UNAUTHENTICATED without a token, and 403 INSUFFICIENT_PERMISSIONS to a role too low', async () => {
    for (const op of operationsOf(doc)) {
      if (op.secured) expect(await send(app, op, {}), op.id).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      if (op.responses['403'] && declaredCodes(op, '403').includes('INSUFFICIENT_PERMISSIONS'))
        expect(await send(app, op, asViewer(op)), op.id).toEqual({
          status: 403,
          code: 'INSUFFICIENT_PERMISSIONS',
        });
    }
  });

  it('answers 422 with a declared code to a request its schemas refuse', async () => {
    for (const op of operationsOf(doc).filter((o) => o.responses['422'])) {
      const attempts = [
        op.hasQuery && { query: UNKNOWN_QUERY, headers: admin },
        op.bodyType === 'application/json' && {
          headers: { ...admin, 'Content-Type': op.bodyType },
          body: '{"zz_not_a_field":1}',
        },
        op.bodyType === 'application/x-www-form-urlencoded' && {
          headers: { 'Content-Type': op.bodyType },
          body: 'a=b',
        },
        op.bodyType === 'text/csv' && { headers: { ...admin, 'Content-Type': op.bodyType }, body: 'zz\n' },
        op.hasPathParams && { path: requestPath(op, 'malformed'), headers: admin },
      ].filter((a) => a !== false);
      let answer: { status: number; code: string | null } | undefined;
      for (const attempt of attempts) {
        answer = await send(app, op, attempt);
        if (answer.status === 422) break;
      }
      expect(answer?.status, op.id).toBe(422);
      expect(declaredCodes(op, '422'), op.id).toContain(answer!.code);
    }
  });

  it('answers a body that does not decode 400, one too large 413 and one in an unknown encoding 415', async () => {
    for (const op of operationsOf(doc).filter((o) => o.bodyType)) {
      const type = { 'Content-Type': op.bodyType! };
      const bad = op.bodyType === 'application/x-www-form-urlencoded' ? 'username=%FF' : NOT_UTF8;
      const large = op.bodyType === 'text/csv' ? 'x'.repeat(2_048) : (OVERSIZED_FOR[op.id] ?? OVERSIZED);
      const cases: [number, { headers: Record<string, string>; body: string | Blob }][] = [
        [400, { headers: type, body: bad }],
        [413, { headers: type, body: large }],
        [415, { headers: { ...type, 'Content-Encoding': 'x-unknown' }, body: '{}' }],
      ];
      for (const [status, how] of cases) {
        const answer = await send(app, op, how);
        expect(answer.status, `${op.id} ${status}`).toBe(status);
        expect(declaredCodes(op, String(status)), `${op.id} ${status}`).toContain(answer.code);
      }
    }
  });

  it('answers 429 RATE_LIMITED once a rate-limited route is over its limit', async () => {
    const ops = operationsOf(doc).filter((o) => declaredCodes(o, '429').includes('RATE_LIMITED'));
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) {
      // A limit counts every request, malformed ones too: a GET goes without a body, a write with one.
      const how =
        op.method === 'get'
          ? { headers: op.secured ? limitedUser : {} }
          : {
              headers: { ...(op.secured ? limitedUser : {}), 'Content-Type': op.bodyType ?? 'application/json' },
              body:
                op.bodyType === 'application/x-www-form-urlencoded' ? 'username=a%40example.com&password=wrong' : '{}',
            };
      let answer = await send(limited, op, how);
      for (let tries = 0; tries < 3 && answer.status !== 429; tries += 1) answer = await send(limited, op, how);
      expect(answer, op.id).toEqual({ status: 429, code: 'RATE_LIMITED' });
    }
  });

  it('answers a lookup of a record that is not there 404 with a declared code', async () => {
    const lookups = operationsOf(doc).filter(
      (o) =>
        o.responses['404'] &&
        o.hasPathParams &&
        (o.method === 'get' || o.method === 'delete') &&
        !o.parameters.some((p) => p.in === 'query' && p.required),
    );
    expect(lookups.length).toBeGreaterThan(10);
    for (const op of lookups) {
      const answer = await send(app, op, { headers: admin });
      expect(answer.status, op.id).toBe(404);
      expect(declaredCodes(op, '404'), op.id).toContain(answer.code);
    }
  });

  it('answers a path no route serves 404 NOT_FOUND, and a method a path does not take 405 METHOD_NOT_ALLOWED', async () => {
    const none = await fetch(`${app.url}/api/v1/no-such-route`);
    expect([none.status, ((await none.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    const wrong = await fetch(`${app.url}/health`, { method: 'PUT' });
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
  });

  it('answers what the HTTP parser refuses as JSON with a code: headers too large 431, not HTTP 400', async () => {
    const long = await fetch(`${app.url}/api/v1/users?limit=${'x'.repeat(20_000)}`);
    expect([long.status, await long.json()]).toEqual([
      431,
      { detail: 'The request line or headers are too large.', code: 'HEADERS_TOO_LARGE' },
    ]);
    const { port } = new URL(app.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request is not valid HTTP.',
      code: 'BAD_REQUEST',
    });
  });

  it('provoked every host-answered status each operation declares (the summary of the walk)', () => {
    const missing: string[] = [];
    for (const op of operationsOf(doc)) {
      const generic = Object.keys(op.responses).flatMap((status) =>
        declaredCodes(op, status).filter((code) => GENERIC.has(code) && (code !== 'UNAUTHENTICATED' || op.secured)),
      );
      for (const code of generic)
        if (!walked.some((w) => w.op === op.id && w.code === code)) missing.push(`${op.id} ${code}`);
    }
    expect(missing).toEqual([]);
    expect(walked.length).toBeGreaterThan(200);
  });
});

/** The operation's valid path, naming `teamId` as its team. */
const teamPath = (op: ReturnType<typeof operationsOf>[number], teamId: string): string =>
  requestPath({ ...op, path: op.path.replace('{team_id}', teamId) }, 'valid');

/** A team whose only member is `userId`, as a viewer, written straight into the (SQLite) database. */
async function viewerTeam(app: TestApp, userId: string): Promise<string> {
  const id = crypto.randomUUID();
  const sql = app.runtime.orm.em.fork().getConnection();
  await sql.execute(`insert into teams (id, name, created_at) values ('${id}', 'Walked', ${Date.now()})`);
  await sql.execute(
    `insert into team_members (team_id, user_id, role, joined_at) values ('${id}', '${userId}', 'viewer', ${Date.now()})`,
  );
  return id;
}
