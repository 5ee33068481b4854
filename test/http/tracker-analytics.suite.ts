import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertLegacyCardTest, trackerSeeder } from './tracker-analytics-helpers.js';

const close = (value: number) => expect.closeTo(value, 10);

/** Matchup and archetype summaries and the coloured decklist view, with exact numbers for hand-built data. */
export function trackerAnalyticsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signedIn']>>;
  let main: string;
  let side: string;
  const roster: Record<'burn' | 'uw' | 'affinity' | 'lantern' | 'jund', string> = {
    burn: '',
    uw: '',
    affinity: '',
    lantern: '',
    jund: '',
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await app.signedIn();
    const seed = trackerSeeder(app, owner.auth);
    main = await seed.personalDeck('Izzet Prowess');
    side = await seed.personalDeck('Mono Green');
    roster.burn = await seed.rosterDeck('Burn', 'aggro');
    roster.uw = await seed.rosterDeck('UW Control', 'control');
    roster.affinity = await seed.rosterDeck('Affinity', 'aggro');
    roster.lantern = await seed.rosterDeck('Lantern', 'combo');
    roster.jund = await seed.rosterDeck('Jund', 'midrange');
    await seed.match(main, roster.burn, true, ['win', 'loss', 'win']); // 2-1 on the play
    await seed.match(main, roster.burn, true, ['win', 'win', null]); // 2-0 on the play
    await seed.match(main, roster.burn, false, ['loss', 'win', 'draw']); // 1-1-1 on the draw
    await seed.match(main, roster.uw, false, ['loss', 'loss', null]);
    await seed.match(main, roster.affinity, true, ['win', 'win', null]);
    await seed.match(main, roster.affinity, false, ['win', 'loss', 'win']);
    await seed.match(main, roster.affinity, true, ['loss', 'win', 'win']);
    await seed.match(main, roster.lantern, true, ['draw', 'draw', null]); // all draws
    await seed.match(side, roster.burn, false, ['loss', 'loss', null]);
    await seed.archiveRosterDeck(roster.affinity);
  });
  afterAll(() => app?.close());

  const matchups = (
    query: { owner_id?: string; personal_deck_id?: string; player_id?: string } = {},
    headers = owner.auth,
  ) => app.api.GET('/api/v1/tracker/matchup-summary', { headers, params: { query } });

  describe('GET /matchup-summary', () => {
    it('lists every roster deck faced, archived included, by matches played then name', async () => {
      const { data, response } = await matchups({ personal_deck_id: main });
      expect(response.status).toBe(200);
      expect(data!.map((r) => [r.opponent_name, r.matches, r.opponent_archived])).toEqual([
        ['Affinity', 3, true],
        ['Burn', 3, false],
        ['Lantern', 1, false],
        ['UW Control', 1, false],
      ]);
    });

    it('pools games per matchup: 2-1, 2-0 and 1-1-1 give 5-2 with one draw, split by die roll and board', async () => {
      const { data } = await matchups({ personal_deck_id: main });
      const burn = data!.find((r) => r.opponent_deck_id === roster.burn)!;
      expect(burn).toMatchObject({
        opponent_name: 'Burn',
        opponent_category: 'aggro',
        matches: 3,
        matches_on_play: 2,
        matches_on_draw: 1,
        wins: 5,
        losses: 2,
        draws: 1,
        win_rate: close(5 / 7),
        win_loss_ratio: '5-2',
        on_play: { wins: 4, losses: 1, draws: 0, win_rate: close(0.8), win_loss_ratio: '4-1' },
        on_draw: { wins: 1, losses: 1, draws: 1, win_rate: close(0.5), win_loss_ratio: '1-1' },
        pre_board: { wins: 2, losses: 1, draws: 0, win_rate: close(2 / 3), win_loss_ratio: '2-1' },
        post_board: { wins: 3, losses: 1, draws: 1, win_rate: close(0.75), win_loss_ratio: '3-1' },
      });
      // Wilson 95% for 5 of 7.
      expect(burn.win_rate_ci).toEqual({ low: expect.closeTo(0.359, 3), high: expect.closeTo(0.918, 3) });
    });

    it('gives null rates and intervals for an all-draw matchup, and 0 for all losses', async () => {
      const { data } = await matchups({ personal_deck_id: main });
      expect(data!.find((r) => r.opponent_deck_id === roster.lantern)).toMatchObject({
        draws: 2,
        win_rate: null,
        win_rate_ci: null,
        win_loss_ratio: '0-0',
      });
      expect(data!.find((r) => r.opponent_deck_id === roster.uw)).toMatchObject({ win_rate: 0, win_loss_ratio: '0-2' });
    });

    it('covers every personal deck without the filter and only one with it', async () => {
      const all = (await matchups()).data!.find((r) => r.opponent_deck_id === roster.burn)!;
      expect(all).toMatchObject({ matches: 4, wins: 5, losses: 4, draws: 1, win_loss_ratio: '5-4' });
      const onlySide = (await matchups({ personal_deck_id: side })).data!;
      expect(onlySide.map((r) => [r.opponent_name, r.win_loss_ratio])).toEqual([['Burn', '0-2']]);
    });

    it('gives every row its per-player part: in a personal workspace one entry, the owner, holding the row’s figures', async () => {
      const { data } = await matchups({ personal_deck_id: main });
      for (const row of data!)
        expect(row.by_player).toEqual([
          {
            player_id: owner.id,
            matches: row.matches,
            wins: row.wins,
            losses: row.losses,
            draws: row.draws,
            win_rate: row.win_rate,
            win_loss_ratio: row.win_loss_ratio,
            win_rate_ci: row.win_rate_ci,
            match_wins: row.match_wins,
            match_losses: row.match_losses,
            match_draws: row.match_draws,
            match_win_rate: row.match_win_rate,
            match_win_loss_ratio: row.match_win_loss_ratio,
            match_win_rate_ci: row.match_win_rate_ci,
          },
        ]);
      expect(data!.find((r) => r.opponent_deck_id === roster.burn)!.by_player[0]).toMatchObject({
        matches: 3,
        win_loss_ratio: '5-2',
        match_win_loss_ratio: '2-0',
      });
    });

    it('filters on player_id: the owner’s own id keeps every match, another id none, a malformed one is 422', async () => {
      expect((await matchups({ player_id: owner.id })).data).toEqual((await matchups()).data);
      const other = await app.signedIn();
      const { data, response } = await matchups({ player_id: other.id });
      expect(response.status).toBe(200);
      expect(data).toEqual([]);
      expect((await matchups({ player_id: 'nope' })).response.status).toBe(422);
    });

    it('answers 403 for a user who does not share, and the owner’s numbers once they do', async () => {
      const other = await app.signedIn();
      expect((await matchups({ owner_id: owner.id }, other.auth)).response.status).toBe(403);
      await trackerSeeder(app, owner.auth).share();
      const { data, response } = await matchups({ owner_id: owner.id, personal_deck_id: main }, other.auth);
      expect(response.status).toBe(200);
      expect(data!.find((r) => r.opponent_deck_id === roster.burn)?.win_loss_ratio).toBe('5-2');
      expect((await matchups({}, other.auth)).data).toEqual([]);
    });

    it('rejects a malformed owner_id or personal_deck_id with 422 and a missing token with 401', async () => {
      expect((await matchups({ personal_deck_id: 'nope' })).response.status).toBe(422);
      expect((await matchups({ owner_id: 'nope' })).response.status).toBe(422);
      expect((await app.api.GET('/api/v1/tracker/matchup-summary', {})).response.status).toBe(401);
    });
  });

  describe('GET /archetype-summary', () => {
    it('averages per-deck rates per category over non-archived roster decks only', async () => {
      const { data, response } = await app.api.GET('/api/v1/tracker/archetype-summary', { headers: owner.auth });
      expect(response.status).toBe(200);
      // The per-game fields keep their values; the match and game-detail figures are additions beside them.
      expect(data).toMatchObject([
        // Affinity is archived: its 6-2 stays out. Burn over both personal decks: 5-4 with 1 draw.
        {
          category: 'aggro',
          roster_decks: 1,
          decks_with_results: 1,
          games: 10,
          wins: 5,
          losses: 4,
          draws: 1,
          average_win_rate: close(5 / 9),
          pooled_win_rate: close(5 / 9),
          win_loss_ratio: '5-4',
        },
        {
          category: 'midrange',
          roster_decks: 1,
          decks_with_results: 0,
          games: 0,
          wins: 0,
          losses: 0,
          draws: 0,
          average_win_rate: null,
          pooled_win_rate: null,
          win_loss_ratio: '0-0',
        },
        {
          category: 'control',
          roster_decks: 1,
          decks_with_results: 1,
          games: 2,
          wins: 0,
          losses: 2,
          draws: 0,
          average_win_rate: 0,
          pooled_win_rate: 0,
          win_loss_ratio: '0-2',
        },
        {
          category: 'combo',
          roster_decks: 1,
          decks_with_results: 0,
          games: 2,
          wins: 0,
          losses: 0,
          draws: 2,
          average_win_rate: null,
          pooled_win_rate: null,
          win_loss_ratio: '0-0',
        },
      ]);
    });

    it('gives each category its per-player part, none for a category without games', async () => {
      const { data } = await app.api.GET('/api/v1/tracker/archetype-summary', { headers: owner.auth });
      const byCategory = new Map(data!.map((r) => [r.category, r.by_player]));
      expect(byCategory.get('aggro')).toMatchObject([
        { player_id: owner.id, matches: 4, wins: 5, losses: 4, draws: 1, win_loss_ratio: '5-4' },
      ]);
      expect(byCategory.get('midrange')).toEqual([]);
    });

    it('answers 403 for owner_id of a user who does not share', async () => {
      const stranger = await app.signedIn();
      const { response } = await app.api.GET('/api/v1/tracker/archetype-summary', {
        headers: owner.auth,
        params: { query: { owner_id: stranger.id } },
      });
      expect(response.status).toBe(403);
    });
  });

  describe('GET /personal-decks/{id}/decklist-view', () => {
    const view = (id: string, headers = owner.auth, query: { owner_id?: string } = {}) =>
      app.api.GET('/api/v1/tracker/personal-decks/{id}/decklist-view', { headers, params: { path: { id }, query } });

    it('colours the newest version row by row; headers and blank lines stay neutral in place', async () => {
      const seed = trackerSeeder(app, owner.auth);
      const deck = await seed.personalDeck('Colour test');
      await seed.version(deck, '4 Opt');
      await seed.version(
        deck,
        [
          'Deck',
          '4 Lightning Bolt (M11) 149',
          '4x Boltwing Drake',
          '2 Bolt Ally',
          '',
          'Sideboard',
          'SB: 2 Duress',
          '1 Opt',
          '2 Shock',
        ].join('\n'),
      );
      await seed.cardTest(deck, 'Lightning Bolt', 5, 4, 2); // 2 of 3 high → validated
      await seed.cardTest(deck, 'bolt', 1, 2); // only "Bolt Ally" (whole words; the longer name wins for row 2)
      await seed.cardTest(deck, 'Duress', 5, 1); // tie → in_test
      await seed.cardTest(side, 'Opt', 5, 5); // another deck's tests are ignored
      await insertLegacyCardTest(app, owner.id, 'Shock', 5); // legacy test without a deck: invisible
      const { data, response } = await view(deck);
      expect(response.status).toBe(200);
      expect(data).toEqual([
        { line: 'Deck', status: 'neutral' },
        { line: '4 Lightning Bolt (M11) 149', status: 'validated' },
        { line: '4x Boltwing Drake', status: 'neutral' },
        { line: '2 Bolt Ally', status: 'rejected' },
        { line: '', status: 'neutral' },
        { line: 'Sideboard', status: 'neutral' },
        { line: 'SB: 2 Duress', status: 'in_test' },
        { line: '1 Opt', status: 'neutral' },
        { line: '2 Shock', status: 'neutral' },
      ]);
    });

    it('still shows an archived deck, and an empty list for a deck without versions', async () => {
      const seed = trackerSeeder(app, owner.auth);
      const deck = await seed.personalDeck('Old deck');
      expect((await view(deck)).data).toEqual([]);
      await seed.version(deck, '4 Opt');
      await seed.cardTest(deck, 'Opt', 3);
      await app.api.DELETE('/api/v1/tracker/personal-decks/{id}', {
        headers: owner.auth,
        params: { path: { id: deck } },
      });
      expect((await view(deck)).data).toEqual([{ line: '4 Opt', status: 'in_test' }]);
    });

    it('answers 404 for another user’s deck read as one’s own, and 403 without sharing', async () => {
      const other = await app.signedIn();
      expect((await view(main, other.auth)).response.status).toBe(404);
      expect((await view(randomUUID())).response.status).toBe(404);
      const stranger = await app.signedIn();
      expect((await view(main, owner.auth, { owner_id: stranger.id })).response.status).toBe(403);
    });
  });
}
