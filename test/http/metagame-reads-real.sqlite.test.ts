import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPublicMeta, type DeckSeed, type MatchSeed, type TournamentSeed } from '../support/public-meta-fixture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call } from './tracker/tracker-client.js';

/*
 * The public results read over the published tournament files found under METAGAME_REAL_META_DIR
 * (a folder with `tournaments/**.json` in the community cache's shape), written straight into the
 * tables. The classifier lives elsewhere: here a deck's archetype is its first main-deck card, a
 * stand-in that only has to be deterministic. Every figure checked is recomputed from the files.
 */
const dir = process.env.METAGAME_REAL_META_DIR;

interface CacheFile {
  Tournament: { Date: string; Name: string };
  Decks: { Player: string; Result: string; Mainboard: { CardName: string }[] }[];
  Rounds: { Matches: { Player1: string; Player2: string; Result: string }[] }[] | null;
  Standings: unknown[] | null;
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.json') ? [path] : [];
  });
const placementOf = (result: string) => {
  const m = /^(\d+)(?:st|nd|rd|th) Place$/.exec(result);
  return m ? Number(m[1]) : null;
};

function rowsOf(files: readonly string[]) {
  const tournaments: TournamentSeed[] = [];
  const decks: DeckSeed[] = [];
  const matches: MatchSeed[] = [];
  let n = 0;
  const id = () => `00000000-0000-4000-9000-${String((n += 1)).padStart(12, '0')}`;
  for (const file of files) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    const tournamentId = id();
    tournaments.push({
      id: tournamentId,
      format: file.includes('pioneer') ? 'pioneer' : 'modern',
      name: data.Tournament.Name,
      date: data.Tournament.Date,
      players: data.Standings?.length ?? data.Decks.length,
      decks: data.Decks.length,
    });
    const byPlayer = new Map<string, DeckSeed>();
    for (const deck of data.Decks) {
      const row = {
        id: id(),
        tournamentId,
        player: deck.Player,
        result: deck.Result,
        placement: placementOf(deck.Result),
        archetype: deck.Mainboard[0]?.CardName ?? null,
        override: null,
      };
      byPlayer.set(deck.Player, row);
      decks.push(row);
    }
    for (const round of data.Rounds ?? [])
      for (const match of round.Matches) {
        const [wins1, wins2, draws] = match.Result.split('-').map(Number);
        matches.push({
          id: id(),
          tournamentId,
          deck1Id: byPlayer.get(match.Player1)?.id ?? '',
          deck2Id: byPlayer.get(match.Player2)?.id ?? null,
          wins1: wins1 ?? 0,
          wins2: wins2 ?? 0,
          draws: draws ?? 0,
        });
      }
  }
  return { tournaments, decks, matches };
}

describe.skipIf(!dir)('public metagame reads over the published tournament files [sqlite]', () => {
  let app: TestApp;
  const rows = rowsOf(dir ? filesUnder(join(dir, 'tournaments')) : []);
  const modern = new Set(rows.tournaments.filter((t) => t.format === 'modern').map((t) => t.id));
  const modernDecks = rows.decks.filter((d) => modern.has(d.tournamentId));
  const archetypeOf = new Map(rows.decks.map((d) => [d.id, d.archetype]));

  beforeAll(async () => {
    app = await startTestApp('sqlite');
    const connection = app.runtime.orm.em.getConnection();
    await seedPublicMeta((sql, params) => connection.execute(sql, [...params]), 'sqlite', rows);
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts every modern deck and every deck placed 1st to 8th', async () => {
    const { body } = await call<{ decks: number; top8_decks: number }>(app, 'GET', '/api/v1/meta/share?format=modern');
    expect(body.decks).toBe(modernDecks.length);
    expect(body.top8_decks).toBe(modernDecks.filter((d) => d.placement !== null && d.placement <= 8).length);
  });

  it('counts each published match between two archetypes once from each side, mirrors left out', async () => {
    const pairings = rows.matches.filter(
      (m) =>
        modern.has(m.tournamentId) && m.deck2Id !== null && archetypeOf.get(m.deck1Id) !== archetypeOf.get(m.deck2Id),
    ).length;
    const matrix = await call<{ cells: { archetype: string; opponent: string; matches: number }[] }>(
      app,
      'GET',
      '/api/v1/meta/matchups?format=modern',
    );
    expect(matrix.body.cells.reduce((n, c) => n + c.matches, 0)).toBe(2 * pairings);
    const share = await call<{ archetypes: { record: { matches: number } }[] }>(
      app,
      'GET',
      '/api/v1/meta/share?format=modern',
    );
    expect(share.body.archetypes.reduce((n, r) => n + r.record.matches, 0)).toBe(2 * pairings);
  });

  it('lists the May 2024 weeks of the files', async () => {
    const { body } = await call<{ weeks: { week: string; decks: number }[] }>(
      app,
      'GET',
      '/api/v1/meta/trend?format=modern',
    );
    expect(body.weeks.reduce((n, w) => n + w.decks, 0)).toBe(modernDecks.length);
    expect(body.weeks.map((w) => w.week)).toEqual(['2024-W20', '2024-W21']);
  });
});
