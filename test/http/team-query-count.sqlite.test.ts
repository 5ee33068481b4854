import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { must, seedPlayerData, T, teamTracker, type Auth } from './tracker/tracker-client.js';

/**
 * A team route costs its caller's membership check and nothing more: the same read of the same data
 * runs exactly one statement more through the team's route than through the personal one (the role
 * lookup). Counted on SQLite, where every statement, the prepared ones included, passes MikroORM's
 * onQuery hook.
 */
describe('the statements a team route adds', () => {
  let app: TestApp;
  let auth: Auth;
  let team: string;
  let statements = 0;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
    auth = (await app.signedIn('user')).auth;
    await seedPlayerData(app, auth);
    team = teamTracker(String((await must(app, 'POST', '/api/v1/teams', auth, { name: 'Counted' })).id));
    await seedPlayerData(app, auth, team);
    const config = app.runtime.orm.mikro.config;
    const passOn = config.get('onQuery');
    config.set('onQuery', (sql: string, params: readonly unknown[]) => {
      statements += 1;
      return passOn(sql, params as unknown[]);
    });
  });
  afterAll(async () => app?.close());

  const countOf = async (path: string) => {
    statements = 0;
    const res = await fetch(`${app.url}${path}`, { headers: auth });
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
    return statements;
  };

  it('runs one statement more for a team’s matches, roster, summary and export than for the caller’s own', async () => {
    for (const path of ['/matches', '/meta-decks', '/matchup-summary', '/matches/export']) {
      const personal = await countOf(`${T}${path}`);
      expect(personal, path).toBeGreaterThan(0);
      expect(await countOf(`${team}${path}`), path).toBe(personal + 1);
    }
  });
});
