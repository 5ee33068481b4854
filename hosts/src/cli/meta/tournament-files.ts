import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the paths name: every `.json` file, folders walked recursively, each folder in name order. */
export interface TournamentFiles {
  readonly files: readonly string[];
  /** Paths that do not exist or cannot be read. */
  readonly missing: readonly string[];
}

export async function tournamentFiles(paths: readonly string[]): Promise<TournamentFiles> {
  const files: string[] = [];
  const missing: string[] = [];
  for (const path of paths) {
    const kind = await stat(path).then(
      (s) => (s.isDirectory() ? 'folder' : 'file'),
      () => null,
    );
    if (kind === null) missing.push(path);
    else if (kind === 'file') files.push(path);
    else await walk(path, files);
  }
  return { files, missing };
}

async function walk(folder: string, into: string[]): Promise<void> {
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walk(path, into);
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) into.push(path);
  }
}
