import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, matchBody, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

const V1 = [
  'Deck',
  '4 Lightning Bolt (M11) 149',
  '4x Monastery Swiftspear',
  '2 Wear // Tear',
  '1 Delver of Secrets // Insectile Aberration',
  '3 Counterspell',
  '20 Mountain',
  '',
  'Sideboard',
  '2 Smash to Smithereens',
  '3 Pyroblast',
  'SB: 2 Duress',
].join('\n');
// Version 2 cuts Counterspell to 1 and Pyroblast for Red Elemental Blast.
const V2 = V1.replace('3 Counterspell', '1 Counterspell').replace('3 Pyroblast', '3 Red Elemental Blast');

const card = (name: string, quantity: number) => ({ name, quantity });
const close = (value: number) => expect.closeTo(value, 10);

/** Beta moments written out here, so the simulator's figures are checked against this file's own maths. */
const mean = (a: number, b: number) => a / (a + b);
const second = (a: number, b: number) => (a * (a + 1)) / ((a + b) * (a + b + 1));
/** E[BO3] with independent play (Beta(a1,b1)) and draw (Beta(a2,b2)) rates: ½E[a² + b² + 4ab − 2a²b − 2ab²]. */
const splitBo3 = (a1: number, b1: number, a2: number, b2: number) =>
  0.5 *
  (second(a1, b1) +
    second(a2, b2) +
    4 * mean(a1, b1) * mean(a2, b2) -
    2 * second(a1, b1) * mean(a2, b2) -
    2 * mean(a1, b1) * second(a2, b2));
const binomialAtLeast = (n: number, q: number, k: number) => {
  let sum = 0;
  let c = 1;
  for (let j = 0; j <= n; j++) {
    if (j >= k) sum += c * q ** j * (1 - q) ** (n - j);
    c = (c * (n - j)) / (j + 1);
  }
  return sum;
};

/**
 * Sideboard plans, plan flags on matches and the field simulator over HTTP: sharing is read-only,
 * writes reach only the caller's data (404, never 403), and every figure is worked out in this file.
 */
export function eventPrepSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let owner: { id: string; auth: Auth };
  let stranger: { id: string; auth: Auth };
  let deck: string;
  let otherDeck: string;
  let v1: string;
  let burn: string;
  let control: string;
  let combo: string;
  let strangerDeck: string;
  let strangerVersion: string;
  let strangerRoster: string;

  const plan = (overrides: Json = {}): Json => ({
    decklist_version_id: v1,
    opponent_deck_id: burn,
    both: { in: [card('Pyroblast', 3)], out: [card('Counterspell', 3)] },
    note: 'Burn: cut the counters',
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await app.signedIn();
    stranger = await app.signedIn();
    const a = owner.auth;
    deck = String((await must(app, 'POST', `${T}/personal-decks`, a, { name: 'Izzet Tempo' })).id);
    otherDeck = String((await must(app, 'POST', `${T}/personal-decks`, a, { name: 'Mono Red' })).id);
    v1 = String((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, a, { content: V1 })).id);
    burn = String((await must(app, 'POST', `${T}/meta-decks`, a, metaDeckBody({ name: 'Burn', presence: 30 }))).id);
    control = String(
      (
        await must(
          app,
          'POST',
          `${T}/meta-decks`,
          a,
          metaDeckBody({ name: 'UW Control', category: 'control', presence: 10 }),
        )
      ).id,
    );
    combo = String(
      (await must(app, 'POST', `${T}/meta-decks`, a, metaDeckBody({ name: 'Storm', category: 'combo', presence: 0 })))
        .id,
    );
    strangerDeck = String((await must(app, 'POST', `${T}/personal-decks`, stranger.auth, { name: 'Theirs' })).id);
    strangerVersion = String(
      (await must(app, 'POST', `${T}/personal-decks/${strangerDeck}/versions`, stranger.auth, { content: V1 })).id,
    );
    strangerRoster = String(
      (await must(app, 'POST', `${T}/meta-decks`, stranger.auth, metaDeckBody({ name: 'Their Burn' }))).id,
    );
    // Against Burn, pinned to v1: W W on the play (game 2 on the draw), then L W L on the draw
    // (game 2 on the play, game 3 on the draw). On the play 2-0, on the draw 1-2.
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, burn, { on_play: true, game1: 'win', game2: 'win', game3: null, game2_plan_used: true }),
    );
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, burn, {
        on_play: false,
        game1: 'loss',
        game2: 'win',
        game3: 'loss',
        game2_plan_used: true,
        game3_plan_used: false,
      }),
    );
  });
  afterAll(async () => app?.close());

  describe('sideboard plans', () => {
    it('stores a plan and answers the post-board 75', async () => {
      const body = await must(app, 'POST', `${T}/personal-decks/${deck}/sideboard-plans`, owner.auth, plan());
      expect(body).toMatchObject({
        personal_deck_id: deck,
        decklist_version_id: v1,
        version: 1,
        opponent_deck_id: burn,
        on_play: null,
        on_draw: null,
        note: 'Burn: cut the counters',
      });
      expect(body.post_board).toEqual([
        {
          side: 'both',
          main: [
            card('Lightning Bolt', 4),
            card('Monastery Swiftspear', 4),
            card('Wear // Tear', 2),
            card('Delver of Secrets // Insectile Aberration', 1),
            card('Mountain', 20),
            card('Pyroblast', 3),
          ],
          sideboard: [card('Smash to Smithereens', 2), card('Duress', 2), card('Counterspell', 3)],
          main_count: 34,
          sideboard_count: 7,
        },
      ]);
      expect(body.newest_version).toEqual({ decklist_version_id: v1, version: 1, fits: true, issues: [] });
    });

    it('stores one swap on the play and another on the draw', async () => {
      const body = await must(
        app,
        'POST',
        `${T}/personal-decks/${deck}/sideboard-plans`,
        owner.auth,
        plan({
          opponent_deck_id: control,
          both: undefined,
          on_play: { in: [card('Duress', 2)], out: [card('Lightning Bolt', 2)] },
          on_draw: {
            in: [card('Duress', 2), card('smash to smithereens', 1)],
            out: [card('Delver of Secrets', 1), card('Wear/Tear', 2)],
          },
        }),
      );
      const posts = body.post_board as Json[];
      expect(posts.map((p) => [p.side, p.main_count, p.sideboard_count])).toEqual([
        ['on_play', 34, 7],
        ['on_draw', 34, 7],
      ]);
    });

    it('answers 422 naming each card that breaks a rule, in detail and as a list', async () => {
      const res = await call<Json>(
        app,
        'POST',
        `${T}/personal-decks/${deck}/sideboard-plans`,
        owner.auth,
        plan({
          both: {
            in: [card('Pyroblast', 4), card('Counterspell', 1)],
            out: [card('Fireblast', 1), card('Duress', 1), card('Lightning Bolt', 2)],
          },
        }),
      );
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([
        { side: 'both', list: 'out', card: 'Fireblast', message: '"Fireblast" is not in the main deck.' },
        { side: 'both', list: 'out', card: 'Duress', message: '"Duress" is in the sideboard, not the main deck.' },
        {
          side: 'both',
          list: 'in',
          card: 'Pyroblast',
          message: '4 copies of "Pyroblast" come in, but the sideboard has 3.',
        },
        {
          side: 'both',
          list: 'in',
          card: 'Counterspell',
          message: '"Counterspell" is in the main deck, not the sideboard.',
        },
        {
          side: 'both',
          list: null,
          card: null,
          message: '5 cards come in and 4 go out; as many must come in as go out.',
        },
      ]);
      for (const name of ['Fireblast', 'Duress', 'Pyroblast', 'Counterspell'])
        expect(res.body.detail).toContain(`"${name}"`);
      expect(res.body.detail).toMatch(/^The plan does not fit decklist version 1: /);
    });

    it('answers 422 for a body with no swap, or with both kinds', async () => {
      for (const body of [
        plan({ both: undefined }),
        plan({ on_play: { in: [], out: [] }, on_draw: { in: [], out: [] } }),
        plan({ both: undefined, on_play: { in: [], out: [] } }),
      ]) {
        expect((await call(app, 'POST', `${T}/personal-decks/${deck}/sideboard-plans`, owner.auth, body)).status).toBe(
          422,
        );
      }
    });

    it('answers 404 for another user’s deck, version or roster deck, and 422 for a version of another deck', async () => {
      const post = (path: string, body: Json) =>
        call(app, 'POST', `${T}/personal-decks/${path}/sideboard-plans`, owner.auth, body);
      expect((await post(strangerDeck, plan({ decklist_version_id: strangerVersion }))).status).toBe(404);
      expect((await post(deck, plan({ decklist_version_id: strangerVersion }))).status).toBe(404);
      expect((await post(deck, plan({ opponent_deck_id: strangerRoster }))).status).toBe(404);
      expect((await post(otherDeck, plan())).status).toBe(422);
    });

    it('lets a sharing user’s plans be read, never written, and hides everyone else’s behind 404', async () => {
      const id = String(
        (await must(app, 'POST', `${T}/personal-decks/${deck}/sideboard-plans`, owner.auth, plan({ note: 'shared?' })))
          .id,
      );
      const s = stranger.auth;
      expect((await call(app, 'GET', `${T}/sideboard-plans/${id}`, s)).status).toBe(404);
      expect((await call(app, 'GET', `${T}/sideboard-plans/${id}?owner_id=${owner.id}`, s)).status).toBe(403);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/sideboard-plans?owner_id=${owner.id}`, s)).status,
      ).toBe(403);
      await must(app, 'PATCH', `${T}/me/settings`, owner.auth, { data_shared: true });
      try {
        expect((await call(app, 'GET', `${T}/sideboard-plans/${id}?owner_id=${owner.id}`, s)).status).toBe(200);
        expect(
          (
            await call<Json[]>(app, 'GET', `${T}/personal-decks/${deck}/sideboard-plans?owner_id=${owner.id}`, s)
          ).body.map((p) => p.id),
        ).toContain(id);
        expect((await call(app, 'PUT', `${T}/sideboard-plans/${id}`, s, plan({ note: 'hacked' }))).status).toBe(404);
        expect((await call(app, 'DELETE', `${T}/sideboard-plans/${id}`, s)).status).toBe(404);
        expect((await call(app, 'POST', `${T}/personal-decks/${deck}/sideboard-plans`, s, plan())).status).toBe(404);
      } finally {
        await must(app, 'PATCH', `${T}/me/settings`, owner.auth, { data_shared: false });
      }
      expect((await must(app, 'GET', `${T}/sideboard-plans/${id}`, owner.auth)).note).toBe('shared?');
    });

    it('replaces and deletes a plan', async () => {
      const id = String(
        (
          await must(
            app,
            'POST',
            `${T}/personal-decks/${deck}/sideboard-plans`,
            owner.auth,
            plan({ opponent_deck_id: combo }),
          )
        ).id,
      );
      const put = await must(
        app,
        'PUT',
        `${T}/sideboard-plans/${id}`,
        owner.auth,
        plan({
          opponent_deck_id: combo,
          both: { in: [card('Duress', 2)], out: [card('Counterspell', 2)] },
          note: 'v2',
        }),
      );
      expect([put.note, put.both]).toEqual(['v2', { in: [card('Duress', 2)], out: [card('Counterspell', 2)] }]);
      expect(
        (
          await call(
            app,
            'PUT',
            `${T}/sideboard-plans/${id}`,
            owner.auth,
            plan({ both: { in: [card('Duress', 3)], out: [card('Counterspell', 3)] } }),
          )
        ).status,
      ).toBe(422);
      expect((await call(app, 'DELETE', `${T}/sideboard-plans/${id}`, owner.auth)).status).toBe(204);
      expect((await call(app, 'GET', `${T}/sideboard-plans/${id}`, owner.auth)).status).toBe(404);
    });
  });

  describe('plans meet results', () => {
    it('stores whether the plan was used in games 2 and 3', async () => {
      const m = await must(
        app,
        'POST',
        `${T}/matches`,
        owner.auth,
        matchBody(otherDeck, combo, { game2_plan_used: false, game3_plan_used: true }),
      );
      expect([m.game2_plan_used, m.game3_plan_used]).toEqual([false, true]);
      const plain = await must(app, 'POST', `${T}/matches`, owner.auth, matchBody(otherDeck, combo));
      expect([plain.game2_plan_used, plain.game3_plan_used]).toEqual([null, null]);
    });

    it('refuses a plan flag for a game not played (422)', async () => {
      const res = await call<Json>(
        app,
        'POST',
        `${T}/matches`,
        owner.auth,
        matchBody(deck, burn, { game3: null, game3_plan_used: true }),
      );
      expect([res.status, res.body.detail]).toEqual([
        422,
        'Game 3 has no result, so it cannot have a sideboard plan used.',
      ]);
    });

    it('splits post-board results by plan used and not used in the matchup summary', async () => {
      const rows = await must<Json[]>(app, 'GET', `${T}/matchup-summary?personal_deck_id=${deck}`, owner.auth);
      const row = rows.find((r) => r.opponent_deck_id === burn)!;
      // Used: game 2 won twice. Not used: game 3 lost. The post-board total keeps its value (2-1).
      expect(row.post_board_plan_used).toMatchObject({ wins: 2, losses: 0, draws: 0, win_rate: 1 });
      expect(row.post_board_plan_not_used).toMatchObject({ wins: 0, losses: 1, draws: 0, win_rate: 0 });
      expect(row.post_board).toMatchObject({ wins: 2, losses: 1, draws: 0 });
    });
  });

  describe('field simulator', () => {
    const simulate = (query: string, auth: Auth = owner.auth) =>
      call<Json>(app, 'GET', `${T}/field-simulation?${query}`, auth);
    // Against Burn: on the play 2-0 → Beta(3, 1); on the draw 1-2 → Beta(2, 3). Control: no data, Beta(1, 1).
    const burnMatch = splitBo3(3, 1, 2, 3);
    const burnGame = (mean(3, 1) + mean(2, 3)) / 2;

    it('weights the default field by presence, flags matchups without data and ranks the decks', async () => {
      const res = await simulate(`personal_deck_ids=${otherDeck},${deck}&rounds=8&min_wins=6`);
      expect(res.status).toBe(200);
      const body = res.body;
      expect(body.prior).toEqual({ alpha: 1, beta: 1 });
      expect(body.field).toEqual([
        { opponent_deck_id: burn, opponent_name: 'Burn', share: close(0.75) },
        { opponent_deck_id: control, opponent_name: 'UW Control', share: close(0.25) },
      ]);
      const [first, second] = body.decks as Json[];
      expect([first!.personal_deck_id, first!.rank, second!.personal_deck_id, second!.rank]).toEqual([
        deck,
        1,
        otherDeck,
        2,
      ]);
      const q = 0.75 * burnMatch + 0.25 * 0.5;
      expect(first).toMatchObject({
        expected_match_win_rate: close(q),
        expected_game_win_rate: close(0.75 * burnGame + 0.25 * 0.5),
        matchups_without_data: [control],
      });
      expect((first!.matchups as Json[])[0]).toMatchObject({
        opponent_deck_id: burn,
        games_on_play: { wins: 2, losses: 0, draws: 0 },
        games_on_draw: { wins: 1, losses: 2, draws: 0 },
        sides_split: true,
        posterior_on_play: { alpha: 3, beta: 1 },
        posterior_on_draw: { alpha: 2, beta: 3 },
        match_win_rate: close(burnMatch),
      });
      expect(second).toMatchObject({ expected_match_win_rate: close(0.5), matchups_without_data: [burn, control] });
      const swiss = first!.swiss as Json;
      expect(swiss).toMatchObject({
        rounds: 8,
        expected_wins: close(8 * q),
        expected_losses: close(8 * (1 - q)),
        min_wins: 6,
        p_at_least_min_wins: close(binomialAtLeast(8, q, 6)),
      });
      const ci = first!.match_win_rate_ci as { low: number; high: number };
      expect(ci.low).toBeLessThan(q);
      expect(ci.high).toBeGreaterThan(q);
    });

    it('gives the same answer to the same request', async () => {
      const query = `personal_deck_ids=${deck}&field=${burn}:2,${control}:1&seed=99&rounds=5`;
      const [a, b] = [await simulate(query), await simulate(query)];
      expect(a.body).toEqual(b.body);
      expect((a.body.field as Json[]).map((f) => f.share)).toEqual([close(2 / 3), close(1 / 3)]);
    });

    it('counts only the matches the filters choose (since the last decklist change)', async () => {
      await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, owner.auth, { content: V2 });
      const body = (await simulate(`personal_deck_ids=${deck}&since_last_change=true`)).body;
      const [only] = body.decks as Json[];
      expect(only).toMatchObject({ expected_match_win_rate: close(0.5), matchups_without_data: [burn, control] });
      const dated = (await simulate(`personal_deck_ids=${deck}&date_to=2000-01-01`)).body;
      expect((dated.decks as Json[])[0]).toMatchObject({ expected_match_win_rate: close(0.5) });
    });

    it('answers 404 for another user’s decks, 403 for a user who does not share, 422 for a malformed field', async () => {
      expect((await simulate(`personal_deck_ids=${strangerDeck}`)).status).toBe(404);
      expect((await simulate(`personal_deck_ids=${deck}&field=${strangerRoster}:1`)).status).toBe(404);
      expect((await simulate(`personal_deck_ids=${deck}&owner_id=${owner.id}`, stranger.auth)).status).toBe(403);
      expect((await simulate(`personal_deck_ids=${deck}&field=burn:1`)).status).toBe(422);
      expect((await simulate(`personal_deck_ids=${deck}&min_wins=3`)).status).toBe(422);
      expect((await simulate('')).status).toBe(422);
    });

    it('bounds the work of one request: decks × field decks × draws at most 2,000,000 (422 beyond)', async () => {
      // Presence 0 keeps these decks out of the default field the other tests read.
      const extra: string[] = [];
      for (let i = 0; i < 48; i++)
        extra.push(
          String(
            (await must(app, 'POST', `${T}/meta-decks`, owner.auth, metaDeckBody({ name: `Rogue ${i}`, presence: 0 })))
              .id,
          ),
        );
      const field = [burn, control, combo, ...extra].map((id) => `${id}:1`).join(',');
      const res = await simulate(`personal_deck_ids=${deck},${otherDeck}&field=${field}&draws=20000`);
      expect([res.status, res.body.detail]).toEqual([422, expect.stringContaining('2040000 posterior draws')]);
      expect((await simulate(`personal_deck_ids=${deck},${otherDeck}&field=${field}&draws=19000`)).status).toBe(200);
      // A roster deck named twice is one field deck.
      const twice = (await simulate(`personal_deck_ids=${deck}&field=${burn}:1,${burn}:3`)).body;
      expect(twice.field).toEqual([{ opponent_deck_id: burn, opponent_name: 'Burn', share: 1 }]);
    });
  });

  describe('plans after a new version', () => {
    it('keeps older versions’ plans and says which no longer fit the newest version and why', async () => {
      const plans = await must<Json[]>(
        app,
        'GET',
        `${T}/personal-decks/${deck}/sideboard-plans?opponent_deck_id=${burn}`,
        owner.auth,
      );
      expect(plans.length).toBeGreaterThan(0);
      for (const p of plans) {
        expect(p.version).toBe(1);
        expect(p.newest_version).toMatchObject({
          version: 2,
          fits: false,
          issues: [
            {
              side: 'both',
              list: 'out',
              card: 'Counterspell',
              message: '3 copies of "Counterspell" go out, but the main deck has 1.',
            },
            { side: 'both', list: 'in', card: 'Pyroblast', message: '"Pyroblast" is not in the sideboard.' },
          ],
        });
      }
    });
  });
}
