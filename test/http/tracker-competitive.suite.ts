import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, matchBody, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

/** The 95% Wilson score interval, written out here so the test does not trust the server's own formula. */
function wilson(successes: number, trials: number): { low: number; high: number } | null {
  if (trials === 0) return null;
  const z = 1.96;
  const p = successes / trials;
  const centre = (p + (z * z) / (2 * trials)) / (1 + (z * z) / trials);
  const half = (z / (1 + (z * z) / trials)) * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const close = (value: number) => expect.closeTo(value, 10);
/** A per-game or per-match split as the API writes it, with every rate and bound worked out here. */
const split = (wins: number, losses: number, draws: number) => {
  const ci = wilson(wins, wins + losses);
  return {
    wins,
    losses,
    draws,
    win_rate: wins + losses === 0 ? null : close(wins / (wins + losses)),
    win_loss_ratio: `${wins}-${losses}`,
    win_rate_ci: ci === null ? null : { low: close(ci.low), high: close(ci.high) },
  };
};
const matchSplit = (wins: number, losses: number, draws: number) => {
  const s = split(wins, losses, draws);
  return {
    match_wins: wins,
    match_losses: losses,
    match_draws: draws,
    match_win_rate: s.win_rate,
    match_win_loss_ratio: s.win_loss_ratio,
    match_win_rate_ci: s.win_rate_ci,
  };
};
const games = (wins: number, losses: number, draws: number) => split(wins, losses, draws);

const V1 = [
  'Deck',
  '4 Lightning Bolt (M11) 149',
  '4x Monastery Swiftspear',
  '2 Wear // Tear',
  '20 Mountain',
  '',
  'Sideboard',
  '2 Smash to Smithereens',
  'SB: 1 Pyroblast',
].join('\n');
const V2 = [
  '4 Lightning Bolt',
  '3 Monastery Swiftspear',
  '2 Wear/Tear',
  '1 Fire // Ice',
  '20 Mountain',
  '',
  '3 Smash to Smithereens',
  '1 Pyroblast',
].join('\n');

/**
 * Events, game details, matches pinned to the decklist played, version statistics, filters and
 * decklist diffs over HTTP, with exact figures for a hand-built match set:
 *
 * | match | date  | deck version | opponent | event      | die roll | games (side, mulligans)                      |
 * | M0    | 03-01 | none (no list yet) | Burn | –        | play     | W (play), W (draw: won game 1)                |
 * | M1    | 03-05 | v1 (pinned)   | Burn     | –          | play     | W (play, 0), L (draw, 1), W (play: lost g2, 0)  |
 * | M2    | 03-10 | v1 (pinned)   | Control  | league r1  | draw     | L (draw, 1), W (draw: set), L (draw: won g2, 2) |
 * | M3    | 03-20 | v2 (pinned)   | Burn     | tournament r2 | draw  | L (draw, 2), L (play: lost g1, 0)             |
 * | M4    | 03-21 | v1 (named)    | Control  | –          | play     | D (play), W (play: draw keeps the side)        |
 */
export function trackerCompetitiveSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let owner: { id: string; auth: Auth };
  let deck: string;
  let v1: string;
  let v2: string;
  let burn: string;
  let control: string;
  let league: string;
  let tournament: string;
  const m: Record<'m0' | 'm1' | 'm2' | 'm3' | 'm4', Json> = { m0: {}, m1: {}, m2: {}, m3: {}, m4: {} };

  const get = <B = Json>(path: string, auth: Auth = owner.auth) => must<B>(app, 'GET', `${T}${path}`, auth);
  const event = (overrides: Json = {}) => ({
    name: 'Tuesday League',
    format: 'Premodern',
    date: '2026-03-10',
    kind: 'league',
    location: 'Card Shop',
    rounds: 5,
    notes: '',
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await app.signedIn();
    const a = owner.auth;
    deck = String((await must(app, 'POST', `${T}/personal-decks`, a, { name: 'Boros' })).id);
    burn = String(
      (await must(app, 'POST', `${T}/meta-decks`, a, metaDeckBody({ name: 'Burn', category: 'aggro' }))).id,
    );
    control = String(
      (await must(app, 'POST', `${T}/meta-decks`, a, metaDeckBody({ name: 'UW Control', category: 'control' }))).id,
    );
    league = String((await must(app, 'POST', `${T}/events`, a, event())).id);
    tournament = String(
      (
        await must(
          app,
          'POST',
          `${T}/events`,
          a,
          event({ name: 'Regional', date: '2026-03-20', kind: 'tournament', rounds: 8 }),
        )
      ).id,
    );
    const notes = { opening_hand: '', turning_point: '', final_turn: '' };
    m.m0 = await must(app, 'POST', `${T}/matches`, a, {
      ...matchBody(deck, burn),
      ...notes,
      date: '2026-03-01',
      on_play: true,
      game1: 'win',
      game2: 'win',
      game3: null,
    });
    v1 = String((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, a, { content: V1 })).id);
    m.m1 = await must(app, 'POST', `${T}/matches`, a, {
      ...matchBody(deck, burn),
      date: '2026-03-05',
      on_play: true,
      game1: 'win',
      game2: 'loss',
      game3: 'win',
      game1_mulligans: 0,
      game2_mulligans: 1,
      game3_mulligans: 0,
    });
    m.m2 = await must(app, 'POST', `${T}/matches`, a, {
      ...matchBody(deck, control),
      date: '2026-03-10',
      on_play: false,
      game1: 'loss',
      game2: 'win',
      game3: 'loss',
      event_id: league,
      round: 1,
      game2_on_play: false,
      game1_mulligans: 1,
      game3_mulligans: 2,
    });
    v2 = String((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, a, { content: V2 })).id);
    m.m3 = await must(app, 'POST', `${T}/matches`, a, {
      ...matchBody(deck, burn),
      date: '2026-03-20',
      on_play: false,
      game1: 'loss',
      game2: 'loss',
      game3: null,
      event_id: tournament,
      round: 2,
      game1_mulligans: 2,
      game2_mulligans: 0,
    });
    m.m4 = await must(app, 'POST', `${T}/matches`, a, {
      ...matchBody(deck, control),
      date: '2026-03-21',
      on_play: true,
      game1: 'draw',
      game2: 'win',
      game3: null,
      decklist_version_id: v1,
    });
  });
  afterAll(() => app?.close());

  describe('events', () => {
    it('lists the caller’s events newest first and archives instead of deleting (twice keeps the first date)', async () => {
      expect((await get<Json[]>('/events')).map((e) => e.name)).toEqual(['Regional', 'Tuesday League']);
      const extra = await must(
        app,
        'POST',
        `${T}/events`,
        owner.auth,
        event({ name: 'Old', date: '2025-01-01', kind: 'testing', location: null, rounds: null }),
      );
      expect(extra).toMatchObject({
        owner_id: owner.id,
        name: 'Old',
        format: 'Premodern',
        kind: 'testing',
        location: null,
        rounds: null,
        archived_at: null,
      });
      const updated = await must(
        app,
        'PUT',
        `${T}/events/${String(extra.id)}`,
        owner.auth,
        event({ name: 'Older', date: '2025-01-02', kind: 'testing' }),
      );
      expect(updated).toMatchObject({ id: extra.id, name: 'Older', date: '2025-01-02', created_at: extra.created_at });
      expect((await call(app, 'DELETE', `${T}/events/${String(extra.id)}`, owner.auth)).status).toBe(204);
      const archivedAt = (await get<Json[]>('/events?include_archived=true')).find(
        (e) => e.id === extra.id,
      )!.archived_at;
      expect(archivedAt).not.toBeNull();
      app.clock.advance({ minutes: 5 });
      expect((await call(app, 'DELETE', `${T}/events/${String(extra.id)}`, owner.auth)).status).toBe(204);
      expect((await get<Json[]>('/events?include_archived=true')).find((e) => e.id === extra.id)!.archived_at).toBe(
        archivedAt,
      );
      expect((await get<Json[]>('/events')).map((e) => e.id)).not.toContain(extra.id);
    });

    it('refuses bad events with 422: unknown kind, no name, rounds out of range', async () => {
      for (const bad of [
        event({ kind: 'casual' }),
        event({ name: ' ' }),
        event({ rounds: 0 }),
        event({ date: '2026-02-30' }),
      ]) {
        expect((await call(app, 'POST', `${T}/events`, owner.auth, bad)).status).toBe(422);
      }
    });
  });

  describe('games in detail and pinned versions', () => {
    it('applies the default play order (the loser of a game plays the next), keeps an override, and stores mulligans', () => {
      expect([m.m0.game2_on_play, m.m0.game3_on_play]).toEqual([false, null]);
      expect([m.m1.game2_on_play, m.m1.game3_on_play]).toEqual([false, true]);
      expect([m.m2.game2_on_play, m.m2.game3_on_play]).toEqual([false, false]);
      expect([m.m3.game2_on_play, m.m3.game3_on_play]).toEqual([true, null]);
      expect([m.m4.game2_on_play, m.m4.game3_on_play]).toEqual([true, null]);
      expect([m.m1.game1_mulligans, m.m1.game2_mulligans, m.m1.game3_mulligans]).toEqual([0, 1, 0]);
      expect([m.m2.event_id, m.m2.round, m.m0.event_id, m.m0.round]).toEqual([league, 1, null, null]);
    });

    it('pins the deck’s newest version when none is named, none before the deck has one, and the one named', () => {
      expect([m.m0, m.m1, m.m2, m.m3, m.m4].map((x) => x.decklist_version_id)).toEqual([null, v1, v1, v2, v1]);
    });

    it('keeps the pin on a PUT that names no version, and re-pins when the personal deck changes', async () => {
      const put = {
        ...matchBody(deck, burn),
        date: '2026-03-05',
        on_play: true,
        game1: 'win',
        game2: 'loss',
        game3: 'win',
        game1_mulligans: 0,
        game2_mulligans: 1,
        game3_mulligans: 0,
      };
      expect(await must(app, 'PUT', `${T}/matches/${String(m.m1.id)}`, owner.auth, put)).toMatchObject({
        decklist_version_id: v1,
      });
      const other = String((await must(app, 'POST', `${T}/personal-decks`, owner.auth, { name: 'Spare' })).id);
      const spare = await must(app, 'POST', `${T}/matches`, owner.auth, matchBody(deck, burn));
      expect(spare.decklist_version_id).toBe(v2);
      expect(
        await must(app, 'PUT', `${T}/matches/${String(spare.id)}`, owner.auth, matchBody(other, burn)),
      ).toMatchObject({ personal_deck_id: other, decklist_version_id: null });
      expect((await call(app, 'DELETE', `${T}/matches/${String(spare.id)}`, owner.auth)).status).toBe(204);
    });

    it('answers 422 for a version of another deck, a side or mulligans for a game not played, a round without an event', async () => {
      const other = String((await must(app, 'POST', `${T}/personal-decks`, owner.auth, { name: 'Other' })).id);
      const otherVersion = String(
        (await must(app, 'POST', `${T}/personal-decks/${other}/versions`, owner.auth, { content: '4 Opt' })).id,
      );
      const before = (await call(app, 'GET', `${T}/matches`, owner.auth)).headers.get('x-total-count');
      const cases: [Json, string][] = [
        [{ decklist_version_id: otherVersion }, 'The decklist version belongs to another personal deck.'],
        [{ game3: null, game3_on_play: true }, 'Game 3 has no result, so it cannot have a side.'],
        [{ game3: null, game3_mulligans: 1 }, 'Game 3 has no result, so it cannot have mulligans.'],
        [{ round: 2 }, 'A round needs an event.'],
      ];
      for (const [overrides, detail] of cases) {
        const reply = await call(app, 'POST', `${T}/matches`, owner.auth, matchBody(deck, burn, overrides));
        expect([reply.status, reply.body], JSON.stringify(overrides)).toEqual([
          422,
          { detail, code: 'VALIDATION_FAILED' },
        ]);
      }
      expect(
        (await call(app, 'POST', `${T}/matches`, owner.auth, matchBody(deck, burn, { game1_mulligans: 8 }))).status,
      ).toBe(422);
      expect((await call(app, 'GET', `${T}/matches`, owner.auth)).headers.get('x-total-count')).toBe(before);
    });

    it('answers 404 for another user’s event or version, exactly as for ones that do not exist', async () => {
      const stranger = await app.signedIn();
      const theirDeck = String((await must(app, 'POST', `${T}/personal-decks`, stranger.auth, { name: 'Theirs' })).id);
      const theirMeta = String((await must(app, 'POST', `${T}/meta-decks`, stranger.auth, metaDeckBody())).id);
      const own = (overrides: Json) =>
        call(app, 'POST', `${T}/matches`, stranger.auth, matchBody(theirDeck, theirMeta, overrides));
      expect(await own({ event_id: league })).toMatchObject({
        status: 404,
        body: { detail: 'Event not found.', code: 'NOT_FOUND' },
      });
      expect(await own({ event_id: randomUUID() })).toMatchObject({
        status: 404,
        body: { detail: 'Event not found.', code: 'NOT_FOUND' },
      });
      expect(await own({ decklist_version_id: v1 })).toMatchObject({
        status: 404,
        body: { detail: 'Decklist version not found.', code: 'NOT_FOUND' },
      });
      expect(await own({ decklist_version_id: randomUUID() })).toMatchObject({
        status: 404,
        body: { detail: 'Decklist version not found.', code: 'NOT_FOUND' },
      });
      expect((await call(app, 'PUT', `${T}/events/${league}`, stranger.auth, event({ name: 'Hijacked' }))).status).toBe(
        404,
      );
      expect((await call(app, 'DELETE', `${T}/events/${league}`, stranger.auth)).status).toBe(404);
      expect((await get<Json[]>('/events')).find((e) => e.id === league)).toMatchObject({
        name: 'Tuesday League',
        archived_at: null,
      });
    });
  });

  describe('version statistics', () => {
    it('gives one row per version (newest first, the newest "since the last change"), the unpinned matches and the lifetime total', async () => {
      const stats = await get(`/personal-decks/${deck}/version-stats`);
      const [rowV2, rowV1] = stats.versions as Json[];
      expect(rowV2).toMatchObject({
        decklist_version_id: v2,
        version: 2,
        since_last_change: true,
        matches: 1,
        matches_on_play: 0,
        matches_on_draw: 1,
        ...games(0, 2, 0),
        ...matchSplit(0, 1, 0),
        pre_board: split(0, 1, 0),
        post_board: split(0, 1, 0),
        games_on_play: split(0, 1, 0),
        games_on_draw: split(0, 1, 0),
        by_mulligans: [
          { mulligans: 0, ...split(0, 1, 0) },
          { mulligans: 2, ...split(0, 1, 0) },
        ],
      });
      expect(rowV1).toMatchObject({
        decklist_version_id: v1,
        version: 1,
        since_last_change: false,
        matches: 3,
        matches_on_play: 2,
        matches_on_draw: 1,
        ...games(4, 3, 1),
        ...matchSplit(2, 1, 0),
        pre_board: split(1, 1, 1),
        post_board: split(3, 2, 0),
        games_on_play: split(3, 0, 1),
        games_on_draw: split(1, 3, 0),
        by_mulligans: [
          { mulligans: 0, ...split(2, 0, 0) },
          { mulligans: 1, ...split(0, 2, 0) },
          { mulligans: 2, ...split(0, 1, 0) },
        ],
      });
      expect(stats.unpinned).toMatchObject({
        matches: 1,
        ...games(2, 0, 0),
        ...matchSplit(1, 0, 0),
        games_on_play: split(1, 0, 0),
        games_on_draw: split(1, 0, 0),
        by_mulligans: [],
      });
      expect(stats.total).toMatchObject({ matches: 5, ...games(6, 5, 1), ...matchSplit(3, 2, 0) });
    });

    it('applies the filters, alone and combined', async () => {
      const total = async (query: string) =>
        ((await get(`/personal-decks/${deck}/version-stats?${query}`)).total as Json).matches;
      expect(await total('event_kind=testing')).toBe(3);
      expect(await total('event_kind=league,tournament')).toBe(2);
      expect(await total('date_from=2026-03-10')).toBe(3);
      expect(await total('date_from=2026-03-10&date_to=2026-03-20')).toBe(2);
      expect(await total(`event_id=${league}`)).toBe(1);
      expect(await total(`decklist_version_id=${v1}`)).toBe(3);
      expect(await total(`event_kind=testing&date_from=2026-03-05&decklist_version_id=${v1}`)).toBe(2);
      expect(await total(`player_id=${owner.id}`)).toBe(5);
      expect(await total(`player_id=${randomUUID()}&event_kind=testing`)).toBe(0);
    });

    it('keeps a deleted version’s matches in the deck’s total, unpinned', async () => {
      const scratch = String((await must(app, 'POST', `${T}/personal-decks`, owner.auth, { name: 'Scratch' })).id);
      const version = String(
        (await must(app, 'POST', `${T}/personal-decks/${scratch}/versions`, owner.auth, { content: '4 Opt' })).id,
      );
      const match = await must(app, 'POST', `${T}/matches`, owner.auth, matchBody(scratch, burn));
      expect(match.decklist_version_id).toBe(version);
      expect((await call(app, 'DELETE', `${T}/personal-decks/${scratch}/versions/${version}`, owner.auth)).status).toBe(
        204,
      );
      const stats = await get(`/personal-decks/${scratch}/version-stats`);
      expect(stats).toMatchObject({ versions: [], unpinned: { matches: 1, ...games(2, 1, 0) }, total: { matches: 1 } });
      const listed = await get<Json[]>(`/matches?personal_deck_id=${scratch}`);
      expect(listed.map((x) => x.decklist_version_id)).toEqual([null]);
    });

    it('answers 404 for a deck the owner does not have, 403 without sharing, 422 for a bad filter', async () => {
      const stranger = await app.signedIn();
      expect((await call(app, 'GET', `${T}/personal-decks/${deck}/version-stats`, stranger.auth)).status).toBe(404);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/version-stats?owner_id=${owner.id}`, stranger.auth))
          .status,
      ).toBe(403);
      expect((await call(app, 'GET', `${T}/personal-decks/${deck}/version-stats?event_kind=casual`)).status).toBe(401);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/version-stats?event_kind=casual`, owner.auth)).status,
      ).toBe(422);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/version-stats?date_from=2026-13-01`, owner.auth)).status,
      ).toBe(422);
    });
  });

  describe('summaries with the game details and filters', () => {
    it('adds match results, per-game sides and mulligans beside the per-game figures', async () => {
      const rows = await get<Json[]>(`/matchup-summary?personal_deck_id=${deck}`);
      expect(rows.find((r) => r.opponent_deck_id === burn)).toMatchObject({
        matches: 3,
        matches_on_play: 2,
        matches_on_draw: 1,
        ...games(4, 3, 0),
        on_play: split(4, 1, 0),
        on_draw: split(0, 2, 0),
        ...matchSplit(2, 1, 0),
        games_on_play: split(3, 1, 0),
        games_on_draw: split(1, 2, 0),
        by_mulligans: [
          { mulligans: 0, ...split(2, 1, 0) },
          { mulligans: 1, ...split(0, 1, 0) },
          { mulligans: 2, ...split(0, 1, 0) },
        ],
      });
      expect(rows.find((r) => r.opponent_deck_id === control)).toMatchObject({
        matches: 2,
        ...games(2, 2, 1),
        ...matchSplit(1, 1, 0),
      });
    });

    it('filters the matchup and archetype summaries by event kind, event, dates and version', async () => {
      const names = async (query: string) =>
        (await get<Json[]>(`/matchup-summary?${query}`)).map((r) => [r.opponent_name, r.matches]);
      expect(await names('event_kind=league,tournament')).toEqual([
        ['Burn', 1],
        ['UW Control', 1],
      ]);
      expect(await names(`event_id=${tournament}`)).toEqual([['Burn', 1]]);
      expect(await names(`decklist_version_id=${v1}&date_to=2026-03-09`)).toEqual([['Burn', 1]]);
      const archetypes = await get<Json[]>(
        `/archetype-summary?event_kind=testing&date_to=2026-03-21&personal_deck_id=${deck}`,
      );
      const aggro = archetypes.find((r) => r.category === 'aggro')!;
      const ci = wilson(4, 5)!;
      expect(aggro).toMatchObject({
        matches: 2,
        wins: 4,
        losses: 1,
        draws: 0,
        pooled_win_rate: close(0.8),
        pooled_win_rate_ci: { low: close(ci.low), high: close(ci.high) },
        ...matchSplit(2, 0, 0),
      });
      expect(archetypes.find((r) => r.category === 'control')).toMatchObject({
        matches: 1,
        wins: 1,
        losses: 0,
        draws: 1,
        games_on_play: split(1, 0, 1),
      });
    });

    it('filters the match list the same way, with its total', async () => {
      const reply = await call<Json[]>(
        app,
        'GET',
        `${T}/matches?personal_deck_id=${deck}&event_kind=testing&date_from=2026-03-02`,
        owner.auth,
      );
      expect(reply.headers.get('x-total-count')).toBe('2');
      expect(reply.body.map((x) => x.id)).toEqual([m.m4.id, m.m1.id]);
      const total = async (query: string) =>
        (await call(app, 'GET', `${T}/matches?personal_deck_id=${deck}&${query}`, owner.auth)).headers.get(
          'x-total-count',
        );
      expect(await total(`player_id=${owner.id}`)).toBe(await total('limit=1'));
      expect(await total(`player_id=${randomUUID()}`)).toBe('0');
    });
  });

  describe('decklist diff', () => {
    it('compares two versions per card and section, leaving identical lines and respellings out', async () => {
      const diff = await get(`/personal-decks/${deck}/versions/diff?from=${v1}&to=${v2}`);
      expect(diff).toEqual({
        personal_deck_id: deck,
        from: { id: v1, version: 1 },
        to: { id: v2, version: 2 },
        changes: [
          { section: 'main', card_name: 'Fire // Ice', from: 0, to: 1, change: 1 },
          { section: 'main', card_name: 'Monastery Swiftspear', from: 4, to: 3, change: -1 },
          { section: 'sideboard', card_name: 'Smash to Smithereens', from: 2, to: 3, change: 1 },
        ],
      });
    });

    it('reads each version’s cards the way the diff does: sections, SB: prefixes, the MTGO blank line, split-card spellings, copies summed', async () => {
      const versions = await get<Json[]>(`/personal-decks/${deck}/versions`);
      const cards = (id: string) => versions.find((v) => v.id === id)!.cards;
      expect(cards(v1)).toEqual([
        { section: 'main', card_name: 'Lightning Bolt', quantity: 4 },
        { section: 'main', card_name: 'Monastery Swiftspear', quantity: 4 },
        { section: 'main', card_name: 'Wear // Tear', quantity: 2 },
        { section: 'main', card_name: 'Mountain', quantity: 20 },
        { section: 'sideboard', card_name: 'Smash to Smithereens', quantity: 2 },
        { section: 'sideboard', card_name: 'Pyroblast', quantity: 1 },
      ]);
      expect(cards(v2)).toEqual([
        { section: 'main', card_name: 'Lightning Bolt', quantity: 4 },
        { section: 'main', card_name: 'Monastery Swiftspear', quantity: 3 },
        { section: 'main', card_name: 'Wear // Tear', quantity: 2 },
        { section: 'main', card_name: 'Fire // Ice', quantity: 1 },
        { section: 'main', card_name: 'Mountain', quantity: 20 },
        { section: 'sideboard', card_name: 'Smash to Smithereens', quantity: 3 },
        { section: 'sideboard', card_name: 'Pyroblast', quantity: 1 },
      ]);
    });

    it('shows a sideboard-only change as just that, and nothing between a version and itself', async () => {
      const side = String((await must(app, 'POST', `${T}/personal-decks`, owner.auth, { name: 'Sideboard test' })).id);
      const a = String(
        (
          await must(app, 'POST', `${T}/personal-decks/${side}/versions`, owner.auth, {
            content: '4 Opt\n\nSideboard\n2 Duress\n1 Pyroblast',
          })
        ).id,
      );
      const b = String(
        (
          await must(app, 'POST', `${T}/personal-decks/${side}/versions`, owner.auth, {
            content: '4 Opt\n\nSideboard\n3 Duress',
          })
        ).id,
      );
      expect((await get(`/personal-decks/${side}/versions/diff?from=${a}&to=${b}`)).changes).toEqual([
        { section: 'sideboard', card_name: 'Duress', from: 2, to: 3, change: 1 },
        { section: 'sideboard', card_name: 'Pyroblast', from: 1, to: 0, change: -1 },
      ]);
      expect((await get(`/personal-decks/${side}/versions/diff?from=${a}&to=${a}`)).changes).toEqual([]);
    });

    it('answers 404 for a version of another deck or user, 403 without sharing', async () => {
      const stranger = await app.signedIn();
      const other = String((await must(app, 'POST', `${T}/personal-decks`, owner.auth, { name: 'Diff other' })).id);
      const foreign = String(
        (await must(app, 'POST', `${T}/personal-decks/${other}/versions`, owner.auth, { content: '1 Opt' })).id,
      );
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/versions/diff?from=${v1}&to=${foreign}`, owner.auth))
          .status,
      ).toBe(404);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/versions/diff?from=${v1}&to=${randomUUID()}`, owner.auth))
          .status,
      ).toBe(404);
      expect(
        (await call(app, 'GET', `${T}/personal-decks/${deck}/versions/diff?from=${v1}&to=${v2}`, stranger.auth)).status,
      ).toBe(404);
      expect(
        (
          await call(
            app,
            'GET',
            `${T}/personal-decks/${deck}/versions/diff?from=${v1}&to=${v2}&owner_id=${owner.id}`,
            stranger.auth,
          )
        ).status,
      ).toBe(403);
      expect((await call(app, 'GET', `${T}/personal-decks/${deck}/versions/diff?from=${v1}`, owner.auth)).status).toBe(
        422,
      );
    });
  });
}
