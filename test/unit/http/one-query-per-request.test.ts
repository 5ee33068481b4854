import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Ending a session must reject its access tokens at once without costing authenticated requests a
 * second query: the user and their session come from one statement. Counted on SQLite,
 * where every statement, prepared or not, goes through the connection's `execute`.
 */
describe('an authenticated request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(async () => app?.close());

  it('makes exactly one database query for GET /auth/me, and a session ended a moment ago is refused', async () => {
    const me = await app.signedIn('user');
    const connection = app.runtime.orm.em.getConnection();
    const statements: string[] = [];
    const execute = connection.execute.bind(connection);
    connection.execute = ((query: string, ...rest: never[]) => {
      statements.push(String(query));
      return execute(query as never, ...rest);
    }) as typeof connection.execute;
    try {
      expect((await app.api.GET('/api/v1/auth/me', { headers: me.auth })).response.status).toBe(200);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/auth_sessions/);
    } finally {
      connection.execute = execute;
    }
    const [session] = (await app.api.GET('/api/v1/auth/sessions', { headers: me.auth })).data!;
    await app.api.DELETE('/api/v1/auth/sessions/{id}', { params: { path: { id: session!.id } }, headers: me.auth });
    expect((await app.api.GET('/api/v1/auth/me', { headers: me.auth })).response.status).toBe(401);
  });
});
