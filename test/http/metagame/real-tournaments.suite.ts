import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../../support/databases.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

type Json = Record<string, unknown>;
type RealFile = {
  Decks: { Player: string }[];
  Rounds: { RoundName: string; Matches: { Player1: string; Player2: string; Result: string }[] }[] | null;
  Standings: { Rank: number; Player: string; Wins: number; Losses: number; Draws: number }[] | null;
};

/** The folder of real tournament files (the cache's `Tournaments/` tree), when the run has it. */
export const REAL_DIR = process.env.METAGAME_REAL_META_DIR
  ? join(process.env.METAGAME_REAL_META_DIR, 'tournaments')
  : '';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : name.endsWith('.json') ? [path] : [];
  });

/**
 * Every real tournament file imported over HTTP and read back: decks, rounds, matches and standings
 * as the file has them, standings consistent with the rounds, and a second import counted once.
 */
export function realTournamentsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let developer: { Authorization: string };
  const files = REAL_DIR ? filesUnder(REAL_DIR) : [];
  const formatOf = (path: string) => (/pioneer/.test(path) ? 'pioneer' : 'modern');

  beforeAll(async () => {
    app = await startTestApp(kind);
    developer = (await app.signedIn('ml_developer')).auth;
  });
  afterAll(async () => app?.close());

  const importFile = async (path: string) => {
    const res = await fetch(`${app.url}/api/v1/meta/tournaments/import?format=${formatOf(path)}`, {
      method: 'POST',
      headers: { ...developer, 'Content-Type': 'application/json' },
      body: readFileSync(path),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  it.each(files.map((f) => [f.slice(REAL_DIR.length + 1), f]))('%s imports whole and reads back', async (_n, path) => {
    const file = JSON.parse(readFileSync(path, 'utf8')) as RealFile;
    const { status, body: report } = await importFile(path);
    expect(status, JSON.stringify(report)).toBe(200);
    const published = file.Rounds?.flatMap((r) => r.Matches) ?? [];
    expect(report).toMatchObject({
      decks: file.Decks.length,
      rounds: file.Rounds?.length ?? 0,
      matches: published.length,
      byes: 0,
      standings: file.Standings?.length ?? 0,
      inconsistent: false,
    });
    const read = (await (await fetch(`${app.url}/api/v1/meta/tournaments/${String(report.tournament_id)}`)).json()) as {
      decks: Json[];
      standings: Json[];
      rounds: { name: string; matches: Json[] }[];
    };
    expect(read.decks.map((d) => d.player)).toEqual(file.Decks.map((d) => d.Player));
    expect(read.standings.map((s) => [s.rank, s.player, s.wins, s.losses, s.draws])).toEqual(
      [...(file.Standings ?? [])]
        .sort((a, b) => a.Rank - b.Rank)
        .map((s) => [s.Rank, s.Player, s.Wins, s.Losses, s.Draws]),
    );
    expect(
      read.rounds.map((r) => [
        r.name,
        r.matches.map(
          (m) => `${String(m.player1)}|${String(m.player2)}|${String(m.wins1)}-${String(m.wins2)}-${String(m.draws)}`,
        ),
      ]),
    ).toEqual(
      (file.Rounds ?? []).map((r) => [r.RoundName, r.Matches.map((m) => `${m.Player1}|${m.Player2}|${m.Result}`)]),
    );
    expect((await importFile(path)).body).toMatchObject({ replaced: true, tournament_id: report.tournament_id });
  });

  it('lists every file once after importing each twice', async () => {
    const res = await fetch(`${app.url}/api/v1/meta/tournaments?limit=200`);
    expect(res.headers.get('x-total-count')).toBe(String(files.length));
  });
}
