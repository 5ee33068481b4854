import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { seedPublicMeta } from '../support/public-meta-fixture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { matchBody, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

/*
 * The public matrix of test/support/public-meta-fixture.ts over every date, counted by hand: Burn
 * against Tron 2-0 (T1 and T3), Burn against Rhinos 0-1, Tron against Rhinos 1-0-1. In 2024-05-13..26
 * Burn against Tron is 1-0. A decided public record of all wins is a match rate of 1, a game rate of 1.
 * Own games against Tron (one match on the play: won, lost on the draw, won on the play): on the play
 * 2-0, on the draw 0-1, so the sides are split.
 */
type Matchup = Json & { opponent_deck_id: string };
type Simulation = Json & { decks: (Json & { matchups: Matchup[] })[] };

export function publicPriorSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let auth: Auth;
  let deck: string;
  const roster: Record<'tron' | 'rhinos' | 'control', string> = { tron: '', rhinos: '', control: '' };
  beforeAll(async () => {
    app = await startTestApp(kind);
    const connection = app.runtime.orm.em.getConnection();
    await seedPublicMeta((sql, params) => connection.execute(sql, [...params]), kind);
    auth = (await app.signedIn()).auth;
    deck = String((await must(app, 'POST', `${T}/personal-decks`, auth, { name: 'My Burn' })).id);
    roster.tron = String(
      (await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ name: 'Tron', presence: 3 }))).id,
    );
    roster.rhinos = String(
      (await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ name: 'Rhinos', presence: 2 }))).id,
    );
    roster.control = String(
      (await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ name: 'Control', presence: 1 }))).id,
    );
    await must(app, 'POST', `${T}/matches`, auth, matchBody(deck, roster.tron));
  });
  afterAll(async () => {
    await app?.close();
  });

  const raw = async (query: string) => {
    const res = await fetch(`${app.url}${T}/field-simulation?personal_deck_ids=${deck}&${query}`, { headers: auth });
    return { status: res.status, text: await res.text() };
  };
  const simulate = async (query: string) => {
    const reply = await raw(query);
    expect(reply.status, reply.text).toBe(200);
    return JSON.parse(reply.text) as Simulation;
  };
  const link = (id: string, name: string, archetype: string | null, presence: number) =>
    must(app, 'PUT', `${T}/meta-decks/${id}`, auth, {
      ...metaDeckBody({ name, presence }),
      public_archetype: archetype === null ? null : { format: 'modern', name: archetype },
    });
  const matchup = (s: Simulation, id: string) => s.decks[0]!.matchups.find((m) => m.opponent_deck_id === id)!;
  const PUBLIC = 'prior=public&prior_archetype=Burn&prior_format=Modern';

  it('answers byte for byte as before without the option, whatever the roster names and the public data hold', async () => {
    const before = await raw('seed=7&rounds=5');
    await link(roster.tron, 'Tron', 'Tron', 3);
    await link(roster.rhinos, 'Rhinos', 'Rhinos', 2);
    const after = await raw('seed=7&rounds=5');
    expect(after.status).toBe(200);
    expect(after.text).toBe(before.text);
    expect((await raw('seed=7&rounds=5&prior=uniform')).text).toBe(before.text);
    expect(after.text).not.toContain('prior_used');
    expect(after.text).not.toContain('public_prior');
  });

  it('takes each linked matchup’s prior from the public matrix and says which prior and how many games', async () => {
    const s = await simulate(PUBLIC);
    expect(s.public_prior).toEqual({ archetype: 'Burn', format: 'modern', from: null, to: null, max_games: 20 });
    expect(String(s.method)).toContain('Public prior');
    const tron = matchup(s, roster.tron);
    expect(tron).toMatchObject({
      prior_used: 'public',
      own_games: 3,
      public_matches: 2,
      public_games: 2,
      sides_split: true,
    });
    expect((tron.prior_beta as Json).alpha).toBeCloseTo(3, 6);
    expect((tron.prior_beta as Json).beta).toBeCloseTo(1, 6);
    expect((tron.posterior_on_play as Json).alpha).toBeCloseTo(5, 6);
    expect((tron.posterior_on_draw as Json).beta).toBeCloseTo(2, 6);
    const rhinos = matchup(s, roster.rhinos);
    expect(rhinos).toMatchObject({
      prior_used: 'public',
      own_games: 0,
      public_matches: 1,
      public_games: 1,
      no_data: true,
    });
    expect((rhinos.prior_beta as Json).alpha).toBeCloseTo(1, 6);
    expect((rhinos.prior_beta as Json).beta).toBeCloseTo(2, 6);
    expect(rhinos.game_win_rate as number).toBeCloseTo(1 / 3, 6);
    expect(matchup(s, roster.control)).toMatchObject({
      prior_used: 'uniform',
      prior_beta: { alpha: 1, beta: 1 },
      public_matches: 0,
      public_games: 0,
      game_win_rate: 0.5,
    });
  });

  it('caps the public weight at prior_games and reads only the window asked for', async () => {
    const capped = matchup(await simulate(`${PUBLIC}&prior_games=1`), roster.tron);
    expect(capped).toMatchObject({ public_matches: 2, public_games: 1 });
    expect((capped.prior_beta as Json).alpha).toBeCloseTo(2, 6);
    const windowed = await simulate(`${PUBLIC}&prior_from=2024-05-13&prior_to=2024-05-26`);
    expect(matchup(windowed, roster.tron)).toMatchObject({ public_matches: 1, public_games: 1 });
    expect(windowed.public_prior).toMatchObject({ from: '2024-05-13', to: '2024-05-26' });
    const otherFormat = await simulate('prior=public&prior_archetype=Burn&prior_format=pioneer');
    expect(matchup(otherFormat, roster.tron)).toMatchObject({ prior_used: 'uniform', public_games: 0 });
  });

  it('refuses prior parameters that do not fit together (422 naming them)', async () => {
    for (const [query, field] of [
      ['prior=public&prior_format=modern', 'prior_archetype'],
      ['prior=public&prior_archetype=Burn', 'prior_format'],
      ['prior_archetype=Burn&prior_format=modern', 'prior'],
      [`${PUBLIC}&prior_games=0`, 'prior_games'],
      [`${PUBLIC}&prior_games=1001`, 'prior_games'],
      [`${PUBLIC}&prior_from=2024-05-20&prior_to=2024-05-10`, 'prior_to'],
      ['prior=beta', 'prior'],
      ['prior=public&prior_archetype=Burn&prior_format=mod%20ern', 'prior_format'],
    ] as const) {
      const reply = await raw(query);
      expect(reply.status, query).toBe(422);
      expect(reply.text, query).toContain(`"${field}"`);
    }
  });
}
