import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@metagame/hosts';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, type Auth, type Json } from './tracker/tracker-client.js';
import { DEFINITION_FILES, labelsOf, META, seedDecks } from './metagame/archetype-fixtures.js';
import { swissEvent } from '../support/metagame/tournament-files.js';

const BURN = crypto.randomUUID();
const MURKTIDE = crypto.randomUUID();
const CONTROL = crypto.randomUUID();
const PILE = crypto.randomUUID();
const PIONEER = crypto.randomUUID();

/** Archetype definitions in, every deck of the format relabelled, the run's status, and overrides by hand, over HTTP. */
export function metagameArchetypesSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let developer: Auth;
  let user: Auth;
  const idle = () => app.runtime.container.get(TOKENS.BackgroundTasks).idle();
  const importDefinitions = (files: unknown, auth: Auth | null = developer, format = 'Modern') =>
    call<Json>(app, 'POST', `${META}/definitions/import`, auth ?? undefined, { format, files });

  beforeAll(async () => {
    app = await startTestApp(kind);
    developer = (await app.signedIn('ml_developer')).auth;
    user = (await app.signedIn('user')).auth;
    await seedDecks(app, kind, 'modern', [
      {
        id: BURN,
        mainboard: [
          [4, 'Lava Spike'],
          [4, 'Lightning Bolt'],
          [10, 'Mountain'],
        ],
      },
      {
        id: MURKTIDE,
        mainboard: [
          [4, 'Murktide Regent'],
          [4, 'Lightning Bolt'],
          [8, 'Island'],
          [2, 'Mountain'],
        ],
      },
      {
        id: CONTROL,
        mainboard: [
          [4, 'Counterspell'],
          [10, 'Island'],
        ],
      },
      { id: PILE, mainboard: [[4, 'Ornithopter']] },
    ]);
    await seedDecks(app, kind, 'pioneer', [{ id: PIONEER, mainboard: [[4, 'Lava Spike']] }]);
  });
  afterAll(async () => app?.close());

  describe('importing definitions', () => {
    it('stores them, answers 202 with a running reclassification, and labels every deck of the format', async () => {
      const reply = await importDefinitions(DEFINITION_FILES);
      expect(reply.status).toBe(202);
      expect(reply.body).toMatchObject({
        definition_set: { format: 'modern', archetype_count: 2, fallback_count: 1 },
        reclassification: { format: 'modern', state: 'running', total: 4, done: 0 },
      });
      await idle();
      const status = await call<Json>(app, 'GET', `${META}/definitions/status?format=modern`);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({
        state: 'succeeded',
        total: 4,
        done: 4,
        counts: { rule: 2, fallback: 1, unknown: 1 },
      });
      expect(await labelsOf(app, BURN)).toMatchObject({ archetype: 'Burn', archetype_match: 'rule', colors: 'R' });
      expect(await labelsOf(app, MURKTIDE)).toMatchObject({
        archetype: 'Izzet Murktide',
        archetype_match: 'rule',
        colors: 'UR',
      });
      expect(await labelsOf(app, CONTROL)).toMatchObject({
        archetype: 'Mono Blue Control',
        archetype_match: 'fallback',
        colors: 'U',
      });
      expect(await labelsOf(app, PILE)).toMatchObject({
        archetype: 'Unknown',
        archetype_match: 'unknown',
        colors: 'C',
      });
      expect(await labelsOf(app, PIONEER)).toMatchObject({ archetype: null, archetype_match: null });
    });

    it('refuses an unknown condition type with 422 naming the file and the condition, and stores nothing', async () => {
      const bad = {
        path: 'Archetypes/Odd.json',
        text: '{ "Name": "Odd", "Conditions": [ { "Type": "InMainboard", "Cards": ["A"] }, { "Type": "InHand", "Cards": ["B"] } ] }',
      };
      const reply = await importDefinitions([...DEFINITION_FILES, bad], developer, 'legacy');
      expect(reply.status).toBe(422);
      expect(reply.body.code).toBe('VALIDATION_FAILED');
      expect(reply.body.detail).toContain('Archetypes/Odd.json Conditions[1].Type: unknown condition type "InHand"');
      expect(reply.body.problems).toEqual([
        expect.objectContaining({ file: 'Archetypes/Odd.json', path: 'Conditions[1].Type' }),
      ]);
      expect((await call(app, 'GET', `${META}/definitions/status?format=legacy`)).status).toBe(404);
    });

    it('refuses a file that is not JSON and a request of the wrong shape (422)', async () => {
      const notJson = await importDefinitions([{ path: 'Archetypes/X.json', text: '{ nope' }], developer, 'legacy');
      expect(notJson.status).toBe(422);
      expect(notJson.body.problems).toEqual([expect.objectContaining({ file: 'Archetypes/X.json', path: '' })]);
      expect((await importDefinitions([], developer)).status).toBe(422);
      expect((await importDefinitions([{ path: 'a.json' }], developer)).status).toBe(422);
      expect((await importDefinitions(DEFINITION_FILES, developer, 'no spaces')).status).toBe(422);
    });

    it('takes a shared colour table larger than the API’s usual body limit (2 MB of JSON)', async () => {
      const nonLands = Array.from({ length: 40_000 }, (_, i) => ({
        Name: `Filler card number ${i}`,
        Color: 'WUBRG'[i % 5],
      }));
      const big = { path: 'card_colors.json', text: JSON.stringify({ Lands: [], NonLands: nonLands }, null, 1) };
      expect(big.text.length).toBeGreaterThan(2_000_000);
      const files = [...DEFINITION_FILES.filter((f) => f.path !== 'card_colors.json'), big];
      const reply = await importDefinitions(files, developer, 'colourful');
      expect(reply.status).toBe(202);
      await idle();
    });

    it('admits admins and ml_developers only', async () => {
      expect((await importDefinitions(DEFINITION_FILES, null)).status).toBe(401);
      expect((await importDefinitions(DEFINITION_FILES, user)).status).toBe(403);
    });

    it('answers 404 for the status of a format without definitions', async () => {
      const reply = await call<Json>(app, 'GET', `${META}/definitions/status?format=vintage`);
      expect(reply).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    });
  });

  describe('overriding a deck’s archetype by hand', () => {
    const put = (id: string, archetype: unknown, auth: Auth | undefined = developer) =>
      call<Json>(app, 'PUT', `${META}/decks/${id}/archetype`, auth, { archetype });

    it('answers the effective archetype and keeps the override across a reclassification', async () => {
      const reply = await put(BURN, 'Boros Burn');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        deck_id: BURN,
        format: 'modern',
        archetype: 'Boros Burn',
        classified_archetype: 'Burn',
        archetype_match: 'rule',
        archetype_override: 'Boros Burn',
      });
      const renamed = DEFINITION_FILES.map((f) =>
        f.path === 'Archetypes/Burn.json' ? { ...f, text: f.text.replace('"Burn"', '"RedDeckWins"') } : f,
      );
      expect((await importDefinitions(renamed)).status).toBe(202);
      await idle();
      expect(await labelsOf(app, BURN)).toMatchObject({ archetype: 'Red Deck Wins', archetype_override: 'Boros Burn' });
      expect((await put(BURN, null)).body).toMatchObject({ archetype: 'Red Deck Wins', archetype_override: null });
    });

    it('answers 404 for an unknown deck, 422 for a bad id or body, 403 for a plain user', async () => {
      expect((await put(crypto.randomUUID(), 'X')).status).toBe(404);
      expect((await put('not-a-uuid', 'X')).status).toBe(422);
      expect((await put(BURN, '')).status).toBe(422);
      expect((await call(app, 'PUT', `${META}/decks/${BURN}/archetype`, developer, {})).status).toBe(422);
      expect((await put(BURN, 'X', user)).status).toBe(403);
    });
  });

  describe('importing a tournament once its format has definitions', () => {
    it('labels each deck at import, by the current definitions, with how it matched', async () => {
      await idle();
      const reply = await call<Json>(
        app,
        'POST',
        `${META}/tournaments/import?format=modern`,
        developer,
        swissEvent({ Tournament: { Date: '2024-05-19T08:00:00Z', Name: 'Labelled Open', Uri: null } }),
      );
      expect(reply.status).toBe(200);
      const read = await call<{ decks: Json[] }>(app, 'GET', `${META}/tournaments/${String(reply.body.tournament_id)}`);
      const labels = Object.fromEntries(read.body.decks.map((d) => [d.player, [d.archetype, d.archetype_match]]));
      expect(labels).toEqual({
        Ana: ['Unknown', 'unknown'],
        Bo: ['Mono Blue Control', 'fallback'],
        Cy: ['Unknown', 'unknown'],
        Di: ['Mono Blue Control', 'fallback'],
        'Eve 谷': ['Unknown', 'unknown'],
      });
    });
  });
}
