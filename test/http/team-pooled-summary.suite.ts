import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { must, T, teamTracker, type Auth, type Json } from './tracker/tracker-client.js';

type Game = 'win' | 'loss' | 'draw' | null;
type Row = Json & { opponent_name: string; matches: number; by_player: (Json & { player_id: string | null })[] };

/** The matches both workspaces record: opponent, die roll, games, and which team member plays it. */
const MATCHES: readonly [opponent: 'burn' | 'tron', onPlay: boolean, games: [Game, Game, Game], player: number][] = [
  ['burn', true, ['win', 'loss', 'win'], 0],
  ['burn', true, ['win', 'win', null], 1],
  ['burn', false, ['loss', 'win', 'draw'], 2],
  ['burn', false, ['loss', 'loss', null], 0],
  ['burn', true, ['win', null, null], 2],
  ['tron', false, ['win', 'loss', 'loss'], 1],
  ['tron', true, ['draw', 'draw', null], 1],
  ['tron', true, ['loss', 'win', 'win'], 2],
];

/**
 * A team's creation and membership have routes of their own; here the team and its three members go
 * straight into the tables, and everything else is HTTP.
 */
async function seedTeam(app: TestApp, members: readonly { id: string }[]): Promise<string> {
  const teamId = randomUUID();
  const at = app.database.kind === 'sqlite' ? Date.now() : new Date().toISOString();
  const db = app.runtime.orm.em.getConnection();
  await db.execute('insert into teams (id, name, created_at) values (?, ?, ?)', [teamId, 'Testers', at]);
  for (const [i, member] of members.entries())
    await db.execute('insert into team_members (team_id, user_id, role, joined_at) values (?, ?, ?, ?)', [
      teamId,
      member.id,
      i === 0 ? 'owner' : 'member',
      at,
    ]);
  return teamId;
}

/** A deck, Burn and Tron in the workspace at `base`, then MATCHES, each naming its player when given one. */
async function record(app: TestApp, auth: Auth, base: string, playerOf: (i: number) => string | undefined) {
  const deck = (await must(app, 'POST', `${base}/personal-decks`, auth, { name: 'Prowess' })).id as string;
  const roster = {
    burn: (
      await must(app, 'POST', `${base}/meta-decks`, auth, {
        name: 'Burn',
        category: 'aggro',
        tier: 1,
        top8: 0,
        presence: 0,
        expected: 'as_expected',
      })
    ).id as string,
    tron: (
      await must(app, 'POST', `${base}/meta-decks`, auth, {
        name: 'Tron',
        category: 'combo',
        tier: 1,
        top8: 0,
        presence: 0,
        expected: 'as_expected',
      })
    ).id as string,
  };
  for (const [opponent, onPlay, [game1, game2, game3], player] of MATCHES) {
    const playerId = playerOf(player);
    await must(app, 'POST', `${base}/matches`, auth, {
      date: '2026-11-01',
      personal_deck_id: deck,
      opponent_deck_id: roster[opponent],
      on_play: onPlay,
      game1,
      game2,
      game3,
      ...(playerId ? { player_id: playerId } : {}),
    });
  }
}

/** What differs between the two workspaces is left out: record ids and the per-player parts. */
const comparable = (rows: Row[]) => rows.map(({ opponent_deck_id: _, by_player: __, ...row }) => row);
const PART_SUMS = ['matches', 'wins', 'losses', 'draws', 'match_wins', 'match_losses', 'match_draws'] as const;
/** Every figure of a per-player part, which the row under the player filter must repeat. */
const PART_FIGURES = [
  ...PART_SUMS,
  'win_rate',
  'win_loss_ratio',
  'win_rate_ci',
  'match_win_rate',
  'match_win_loss_ratio',
  'match_win_rate_ci',
] as const;
const figures = (o: Json | undefined) => o && Object.fromEntries(PART_FIGURES.map((k) => [k, o[k]]));

/** Pooled = personal over HTTP: a team's matches recorded by three members against the same matches recorded by one player. */
export function teamPooledSummarySuite(kind: DatabaseKind): void {
  let app: TestApp;
  let members: Awaited<ReturnType<TestApp['signedIn']>>[];
  let solo: Awaited<ReturnType<TestApp['signedIn']>>;
  let team: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    members = [await app.signedIn(), await app.signedIn(), await app.signedIn()];
    solo = await app.signedIn();
    team = teamTracker(await seedTeam(app, members));
    await record(app, members[0]!.auth, team, (i) => members[i]!.id);
    await record(app, solo.auth, T, () => undefined);
  });
  afterAll(() => app?.close());

  const get = (auth: Auth, path: string) => must<Row[]>(app, 'GET', path, auth);

  it('gives the same matchup and archetype figures pooled from three members as recorded by one player', async () => {
    for (const path of ['/matchup-summary', '/archetype-summary']) {
      const pooled = await get(members[1]!.auth, `${team}${path}`);
      const alone = await get(solo.auth, `${T}${path}`);
      expect(comparable(pooled)).toEqual(comparable(alone));
    }
  });

  it('splits each row per member; the parts add up to the row', async () => {
    for (const path of ['/matchup-summary', '/archetype-summary'])
      for (const row of await get(members[1]!.auth, `${team}${path}`))
        for (const field of PART_SUMS) {
          const sum = row.by_player.reduce((n, p) => n + Number(p[field]), 0);
          expect(sum, `${path} ${field}`).toBe(row[field]);
        }
    const burn = (await get(members[0]!.auth, `${team}/matchup-summary`)).find((r) => r.opponent_name === 'Burn')!;
    expect(burn.by_player.map((p) => p.player_id)).toEqual(members.map((m) => m.id).sort());
  });

  it('gives each member’s part as the player_id filter gives their matches', async () => {
    const pooled = await get(members[0]!.auth, `${team}/matchup-summary`);
    for (const member of members) {
      const own = await get(members[0]!.auth, `${team}/matchup-summary?player_id=${member.id}`);
      for (const row of pooled) {
        const part = row.by_player.find((p) => p.player_id === member.id);
        expect(figures(part)).toEqual(figures(own.find((r) => r.opponent_name === row.opponent_name)));
      }
    }
  });

  it('keeps one entry, the owner, in the personal summary', async () => {
    for (const row of await get(solo.auth, `${T}/matchup-summary`))
      expect(row.by_player).toMatchObject([{ player_id: solo.id, matches: row.matches, wins: row.wins }]);
  });
}
