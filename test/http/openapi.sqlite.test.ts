import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@metagame/hosts';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Response = { headers?: Record<string, { $ref: string }> };
type Operation = {
  security?: unknown[];
  responses: Record<string, Response>;
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
};
type Document = {
  openapi: string;
  info: { license?: { name: string; identifier?: string; url?: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { description?: string; properties: Record<string, { pattern?: string }> }>;
    headers: Record<string, unknown>;
  };
};

const COMMITTED = new URL('../../docs/openapi.json', import.meta.url);
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/**
 * The password rule (at least 12 characters with a lowercase and an uppercase letter, a digit and a
 * symbol; `_` and whitespace are not symbols), as the API description must publish it.
 */
const SPEC_PASSWORD_CASES = {
  good: ['Abcdefghij1!', 'ÄÖÜabcdefG1-'],
  bad: ['abcdefghij1!', 'ABCDEFGHIJ1!', 'Abcdefghijk!', 'Abcdefghij1_', 'Abcdefghi1 x', 'Ab1!'],
};

describe('the published OpenAPI document', () => {
  let app: TestApp;
  let doc: Document;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
    doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as Document;
  });
  afterAll(async () => app?.close());

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists exactly the mounted routes, each with a security requirement and error responses', () => {
    const { mountedRoutes } = createApp(app.runtime.container);
    const mounted = mountedRoutes.map((r) => `${r.method} ${r.path}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .sort();
    expect(documented).toEqual(mounted);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.security, `${method} ${path}`).toBeDefined();
        if ((op.security ?? []).length > 0) expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
      }
    }
  });

  it('publishes the password rule as the pattern of UserCreate.password, which sorts the sample passwords as the rule does', () => {
    const pattern = doc.components.schemas.UserCreate?.properties.password?.pattern;
    expect(pattern).toBeTruthy();
    const regex = new RegExp(pattern!);
    for (const good of SPEC_PASSWORD_CASES.good) expect(regex.test(good), good).toBe(true);
    for (const bad of SPEC_PASSWORD_CASES.bad) expect(regex.test(bad), bad).toBe(false);
  });

  it('is the committed docs/openapi.json, so a change to the API shows in review', async () => {
    const served = `${JSON.stringify(doc, null, 2)}\n`;
    const committed = readFileSync(COMMITTED, 'utf8');
    const servedLines = served.split('\n');
    const line = committed.split('\n').findIndex((text, i) => text !== servedLines[i]);
    expect(
      served === committed,
      `docs/openapi.json differs from the served document from line ${line + 1} on ` +
        `(served: ${JSON.stringify(servedLines[line]?.trim())}): run \`npm run generate:api\` and commit docs/openapi.json`,
    ).toBe(true);
  });

  it('names its server and licence, and describes every schema', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.license?.name).toBeTruthy();
    const undescribed = Object.entries(doc.components.schemas).filter(([, schema]) => !schema.description);
    expect(undescribed.map(([name]) => name)).toEqual([]);
  });

  it('keeps only the integer bounds a schema declares, never zod’s ±(2^53 − 1)', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    // The real bounds survive: the page size is 1–200.
    const sets = doc.paths['/api/v1/sets/']!.get as unknown as { parameters: { name: string; schema: object }[] };
    expect(sets.parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({ minimum: 1, maximum: 200 });
  });

  it('shows an example on every request body', () => {
    const bodies = operationsOf(doc).filter(({ op }) => op.requestBody);
    expect(bodies.length).toBeGreaterThan(25);
    const without = bodies.filter(({ op }) => Object.values(op.requestBody!.content)[0]?.example === undefined);
    expect(without.map(({ name }) => name)).toEqual([]);
  });

  it('declares the response headers from components.headers: the request id everywhere, limits, Retry-After, Link', () => {
    const { mountedRoutes } = createApp(app.runtime.container);
    const limited = new Set(
      mountedRoutes.filter((r) => r.rateLimits).map((r) => `${r.method.toUpperCase()} ${r.path}`),
    );
    expect(limited.size).toBeGreaterThan(0);
    for (const { name, op } of operationsOf(doc)) {
      const paginated = JSON.stringify(op).includes('"name":"offset"') || JSON.stringify(op).includes('"name":"page"');
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.keys(response.headers ?? {});
        const where = `${name} ${status}`;
        expect(headers, where).toContain('X-Request-Id');
        if (limited.has(name))
          expect(headers, where).toEqual(expect.arrayContaining(['RateLimit-Policy', 'RateLimit']));
        if (status === '429' || status === '503') expect(headers, where).toContain('Retry-After');
        if (paginated && status.startsWith('2')) expect(headers, where).toContain('Link');
        for (const [header, ref] of Object.entries(response.headers ?? {})) {
          expect(ref.$ref, where).toBe(`#/components/headers/${header}`);
          expect(doc.components.headers[header], `${where} ${header}`).toBeDefined();
        }
      }
    }
    const listMatches = doc.paths['/api/v1/tracker/matches']!.get!.responses['200']!;
    expect(Object.keys(listMatches.headers!)).toEqual(expect.arrayContaining(['X-Total-Count', 'Link']));
    const card = doc.paths['/api/v1/cards/{uuid}']!.get!.responses;
    expect(Object.keys(card['200']!.headers!)).toContain('ETag');
    expect(Object.keys(card['304']!.headers!)).toContain('ETag');
  });

  it('matches the typed client the suites compile against (npm run generate:api)', async () => {
    const generated = readFileSync(new URL('../generated/openapi.d.ts', import.meta.url), 'utf8');
    const fresh = astToString(await openapiTS(doc as never, { defaultNonNullable: false }));
    expect(generated.slice(generated.indexOf('\n') + 1)).toBe(fresh);
  });
});
