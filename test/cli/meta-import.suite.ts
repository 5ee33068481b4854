import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startCli } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { databaseQuery } from '../support/database-query.js';
import { leagueEvent, playoffOnlyEvent, swissEvent } from '../support/metagame/tournament-files.js';

/** Several cold Node starts per test; a machine busy with other work needs the room. */
const MANY_PROCESSES_MS = 600_000;

type Summary = {
  files: number;
  created: number;
  replaced: number;
  unchanged: number;
  refused: number;
  decks: number;
  matches: number;
  byes: number;
  inconsistent: { file: string; name: string }[];
  unmatched_cards: string[];
  refusals: { file: string; detail: string; issues: { path: string; message: string }[] }[];
};

/**
 * `metagame meta import` through real CLI processes on a real database: folders walked recursively,
 * a bad file named and skipped, exit codes, the --json summary, and a second run that changes nothing.
 */
export function metaImportSuite(kind: DatabaseKind): void {
  let dir: string;
  let folder: string;
  let database: IsolatedDatabase;
  let env: Record<string, string>;
  const cli = (args: string[]) => runCli(['meta', 'import', ...args], { env });
  const count = async (table: string) =>
    Number((await databaseQuery(database.url, `select count(*) as n from ${table}`))[0]!.n);
  const write = (path: string, value: unknown) => writeFileSync(join(folder, path), JSON.stringify(value));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-meta-import-'));
    folder = join(dir, 'Tournaments');
    mkdirSync(join(folder, 'example.test', '2024', '05'), { recursive: true });
    database =
      kind === 'sqlite'
        ? { kind, name: '', url: `sqlite:${join(dir, 'app.db')}`, drop: async () => {} }
        : await createIsolatedDatabase(kind);
    env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    write('example.test/2024/05/modern-open-2024-05-18.json', swissEvent());
    write('example.test/2024/05/modern-challenge-2024-05-17.json', playoffOnlyEvent());
    write('example.test/pioneer-league-2024-05-21.json', leagueEvent());
    const broken = swissEvent();
    broken.Tournament.Uri = 'https://example.test/t/broken';
    (broken.Decks[3]!.Mainboard as { Count: unknown }[])[2]!.Count = 'four';
    write('example.test/2024/05/modern-broken-2024-05-19.json', broken);
    writeFileSync(join(folder, 'example.test', 'notes.txt'), 'not a tournament');
    writeFileSync(join(folder, 'example.test', '2024', 'modern-truncated.json'), '{"Tournament": {');
  }, MANY_PROCESSES_MS);
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, MANY_PROCESSES_MS);

  it(
    'imports a folder recursively, names each refused file and skips it, and exits 65',
    async () => {
      const run = await cli([folder, '--json']);
      expect(run.code).toBe(65);
      const summary = JSON.parse(run.stdout) as Summary;
      expect(summary).toMatchObject({ files: 5, created: 3, replaced: 0, unchanged: 0, refused: 2 });
      expect(summary).toMatchObject({ decks: 12, matches: 9, byes: 3, inconsistent: [] });
      expect(summary.unmatched_cards).toContain('Not A Real Card');
      const refusals = Object.fromEntries(summary.refusals.map((r) => [r.file.slice(folder.length + 1), r]));
      expect(Object.keys(refusals).sort()).toEqual([
        'example.test/2024/05/modern-broken-2024-05-19.json',
        'example.test/2024/modern-truncated.json',
      ]);
      expect(refusals['example.test/2024/05/modern-broken-2024-05-19.json']!.issues).toEqual([
        { path: 'Decks[3].Mainboard[2].Count', message: 'must be a positive integer' },
      ]);
      expect(refusals['example.test/2024/modern-truncated.json']!.detail).toMatch(/^not JSON/);
      expect(run.stderr).toContain(
        'modern-broken-2024-05-19.json: Invalid tournament file: Decks[3].Mainboard[2].Count',
      );
      expect(run.stderr).toContain('Files 5: 3 new, 0 replaced, 0 unchanged, 2 refused.');
      expect([await count('tournaments'), await count('tournament_decks'), await count('tournament_matches')]).toEqual([
        3, 12, 12,
      ]);
      const formats = await databaseQuery(database.url, 'select format from tournaments order by format');
      expect(formats.map((row) => row.format)).toEqual(['modern', 'modern', 'pioneer']);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'changes nothing when run again: every imported file is unchanged',
    async () => {
      const run = await cli([folder, '--json']);
      expect(JSON.parse(run.stdout)).toMatchObject({ files: 5, created: 0, replaced: 0, unchanged: 3, refused: 2 });
      expect([await count('tournaments'), await count('tournament_decks'), await count('tournament_matches')]).toEqual([
        3, 12, 12,
      ]);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'replaces an event whose file changed, and imports a fixed file, exiting 0',
    async () => {
      const corrected = swissEvent();
      corrected.Decks = corrected.Decks.slice(0, 4);
      corrected.Rounds = null;
      corrected.Standings = null;
      write('example.test/2024/05/modern-open-2024-05-18.json', corrected);
      const fixed = swissEvent();
      fixed.Tournament.Uri = 'https://example.test/t/broken';
      write('example.test/2024/05/modern-broken-2024-05-19.json', fixed);
      const run = await cli([join(folder, 'example.test', '2024', '05'), '--json']);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ files: 3, created: 1, replaced: 1, unchanged: 1, refused: 0 });
      expect([await count('tournaments'), await count('tournament_decks')]).toEqual([4, 16]);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'takes --format over the file names',
    async () => {
      const league = leagueEvent();
      league.Tournament.Name = 'Another League';
      write('legacy-looking-name.json', league);
      const run = await cli([join(folder, 'legacy-looking-name.json'), '--format', 'Vintage']);
      expect(run.code).toBe(0);
      const rows = await databaseQuery(database.url, "select format from tournaments where name = 'Another League'");
      expect(rows.map((row) => row.format)).toEqual(['vintage']);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'stops after the file in progress on SIGINT (exit 130), and a second run imports the rest',
    async () => {
      const many = join(dir, 'many');
      mkdirSync(many);
      const FILES = 400;
      for (let i = 0; i < FILES; i++) {
        const file = swissEvent();
        file.Tournament.Uri = `https://example.test/many/${i}`;
        writeFileSync(join(many, `modern-${String(i).padStart(3, '0')}.json`), JSON.stringify(file));
      }
      const before = await count('tournaments');
      const running = startCli(['meta', 'import', many], env);
      // Signalled once the first files are in: it must then stop short of the last.
      for (let i = 0; (await count('tournaments')) < before + 3; i++) {
        if (i > 3000) throw new Error(`no file imported: ${running.stderr()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      running.child.kill('SIGINT');
      expect((await running.exited).code).toBe(130);
      const stopped = /Stopped after (\d+) of 400 files; run again to go on\./.exec(running.stderr());
      expect(stopped, running.stderr()).not.toBeNull();
      const done = Number(stopped![1]);
      expect(done).toBeLessThan(FILES);
      expect(await count('tournaments')).toBe(before + done);
      const rest = await cli([many, '--json']);
      expect(rest.code).toBe(0);
      expect(JSON.parse(rest.stdout)).toMatchObject({ files: FILES, created: FILES - done, unchanged: done });
      expect(await count('tournaments')).toBe(before + FILES);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'exits 66 for a path that names nothing, and 64 without a path',
    async () => {
      const missing = await cli([join(dir, 'nowhere')]);
      expect(missing.code).toBe(66);
      expect(missing.stderr).toContain('No such file or folder');
      expect((await cli([])).code).toBe(64);
    },
    MANY_PROCESSES_MS,
  );
}
