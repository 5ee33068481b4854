import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { arbitraryFor, hostileString, type JsonSchema } from '../support/schema-arbitrary.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** Routes that call a slow upstream or revoke the caller's own tokens get fewer cases / no token. */
const FEWER_RUNS = new Set(['importExternalDecklist', 'startCardDataImport']);
const WITHOUT_TOKEN = new Set(['logout', 'changePassword']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Leaks a body must never carry: stack frames, SQL, driver names. */
const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bsqlite_?\w*error|syntax error at or near|violates .* constraint|MikroORM|knex)/i;

/**
 * Schema-driven fuzzing: for every operation of the published /openapi.json, requests generated from
 * its parameter and body schemas (plus hostile mutations) must never get a 5xx, and no body may leak
 * a stack trace or SQL.
 */
export function fuzzSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let doc: Document;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: {
        CARD_DATA_BASE_URL: 'http://127.0.0.1:9/',
        DECK_SOURCE_BASE_URL: 'http://127.0.0.1:9/',
        ARCHIDEKT_BASE_URL: 'http://127.0.0.1:9/',
        REQUIRE_EMAIL_VERIFICATION: 'false',
      },
    });
    doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as Document;
    auth = (await app.signedIn('admin')).auth;
  });
  afterAll(async () => app?.close());

  it('answers generated and mutated requests on every route without a 5xx or a leak', async () => {
    let cases = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const request = requestArbitrary(path, op, doc.components.schemas);
        await fc.assert(
          fc.asyncProperty(request, async ({ url, body, contentType }) => {
            cases += 1;
            const headers: Record<string, string> = WITHOUT_TOKEN.has(op.operationId) ? {} : { ...auth };
            if (contentType) headers['Content-Type'] = contentType;
            const res = await fetch(`${app.url}${url}`, {
              method: method.toUpperCase(),
              headers,
              body: method === 'get' ? undefined : body,
            });
            const text = await res.text();
            const logged =
              res.status >= 500
                ? JSON.stringify(app.logs.lines.filter((l) => l.level === 'error').at(-1)?.fields).slice(0, 600)
                : '';
            expect(res.status, `${method.toUpperCase()} ${url} → ${text.slice(0, 300)} ${logged}`).toBeLessThan(500);
            expect(text, `${method.toUpperCase()} ${url}`).not.toMatch(LEAK);
          }),
          { numRuns: FEWER_RUNS.has(op.operationId) ? 4 : RUNS, endOnFailure: true },
        );
      }
    }
    expect(cases).toBeGreaterThan(500);
  }, 600_000);
}

function requestArbitrary(path: string, op: Operation, components: Record<string, JsonSchema>) {
  const params = op.parameters ?? [];
  const pathParams = fc.record(
    Object.fromEntries(
      params.filter((p) => p.in === 'path').map((p) => [p.name, fc.oneof(fc.uuid(), hostileString.map(String))]),
    ),
  );
  const queryParams = fc.record(
    Object.fromEntries(
      params
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, fc.oneof(arbitraryFor(p.schema, components).map(String), hostileString)]),
    ),
    { requiredKeys: [] },
  );
  const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const body = media ? arbitraryFor(media.schema, components) : fc.constant(undefined);
  return fc
    .record({ pathParams, queryParams, body, raw: fc.option(hostileString, { freq: 6 }) })
    .map(({ pathParams: pp, queryParams: qp, body: b, raw }) => {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(Buffer.from(String(pp[name])).toString()),
      );
      const query = new URLSearchParams(Object.entries(qp).map(([k, v]) => [k, String(v)])).toString();
      const encoded =
        raw ??
        (contentType === 'application/x-www-form-urlencoded' && b && typeof b === 'object'
          ? new URLSearchParams(Object.entries(b).map(([k, v]) => [k, String(v)])).toString()
          : JSON.stringify(b));
      return {
        url: query ? `${url}?${query}` : url,
        body: b === undefined && raw === null ? undefined : encoded,
        contentType,
      };
    });
}
