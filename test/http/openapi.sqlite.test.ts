import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@metagame/hosts';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Operation = { security?: unknown[]; responses: Record<string, unknown>; operationId: string };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
};

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

  it('matches the typed client the suites compile against (npm run generate:api)', async () => {
    const generated = readFileSync(new URL('../generated/openapi.d.ts', import.meta.url), 'utf8');
    const fresh = astToString(await openapiTS(doc as never, { defaultNonNullable: false }));
    expect(generated.slice(generated.indexOf('\n') + 1)).toBe(fresh);
  });
});
