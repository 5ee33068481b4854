import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** X-Request-Id on every response, and on every log line written while that request was handled. */
export function requestIdSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => app?.close());

  const idOf = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, { headers });
    await res.arrayBuffer();
    return res.headers.get('x-request-id');
  };

  it('generates a fresh UUID for each request that sends none, on every kind of answer', async () => {
    const ids = [
      await idOf('/health'),
      await idOf('/no/such/route'),
      await idOf('/api/v1/auth/me'),
      await idOf('/app/'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a sane incoming id', async () => {
    for (const id of ['abc-123', 'lb01:4f2a.9_x', 'a'.repeat(128), '0af7651916cd43dd8448eb211c80319c'])
      expect(await idOf('/health', { 'X-Request-Id': id })).toBe(id);
  });

  it('replaces an incoming id that is too long or has characters outside [A-Za-z0-9._:-]', async () => {
    for (const id of ['a'.repeat(129), 'has space', 'quote"d', 'semi;colon', 'ünicode', '{"json":1}']) {
      const answered = await idOf('/health', { 'X-Request-Id': Buffer.from(id).toString('latin1') });
      expect(answered).toMatch(UUID);
    }
  });

  it('puts the id on the request line and on lines other components log during that request', async () => {
    const id = `signup-${Date.now()}`;
    const res = await fetch(`${app.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Request-Id': id },
      body: JSON.stringify({ email: `rid-${Date.now()}@example.com`, password: 'Sign-Up-Password-42!' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(id);
    const lines = app.logs.lines.filter((line) => line.fields.requestId === id);
    expect(lines.map((line) => line.message)).toContain('request');
    // The console mailer's line: written by an adapter, after the body was parsed, deep in the use case.
    expect(lines.some((line) => line.fields.mailer === 'console')).toBe(true);
    expect(app.logs.lines.filter((line) => line.fields.mailer === 'console' && line.fields.requestId !== id)).toEqual(
      [],
    );
  });
}
