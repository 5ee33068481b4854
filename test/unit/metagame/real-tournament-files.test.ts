import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStandings, formatFromName, readTournamentFile } from '@metagame/core';

/** The folder of real tournament files (the cache's `Tournaments/` tree), when the run has it. */
const dir = process.env.METAGAME_REAL_META_DIR ? join(process.env.METAGAME_REAL_META_DIR, 'tournaments') : '';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : name.endsWith('.json') ? [path] : [];
  });

type Raw = {
  Decks: unknown[];
  Rounds: { Matches: unknown[] }[] | null;
  Standings: unknown[] | null;
};

describe.skipIf(!dir)('real tournament files', () => {
  const files = dir ? filesUnder(dir) : [];

  it.each(files.map((f) => [f.slice(dir.length + 1), f]))('%s reads whole, with its counts', (_name, path) => {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Raw;
    const read = readTournamentFile(raw);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.decks).toHaveLength(raw.Decks.length);
    expect(read.value.rounds?.length ?? null).toBe(raw.Rounds?.length ?? null);
    expect(read.value.rounds?.flatMap((r) => r.matches).length ?? 0).toBe(
      raw.Rounds?.reduce((n, r) => n + r.Matches.length, 0) ?? 0,
    );
    expect(read.value.standings?.length ?? null).toBe(raw.Standings?.length ?? null);
    expect(formatFromName(path)).toMatch(/^(modern|pioneer)$/);
  });

  it('finds every real file consistent: playoff rounds bound the standings, full rounds equal them', () => {
    const inconsistent = files.filter((path) => {
      const read = readTournamentFile(JSON.parse(readFileSync(path, 'utf8')));
      return read.ok && checkStandings(read.value).length > 0;
    });
    expect(inconsistent).toEqual([]);
  });
});
