import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob } from 'node:path';

/**
 * Copies what `docker build .` in `repo` would send as its context into `to`: the checkout's files
 * as a fresh clone plus uncommitted work would have them (tracked and untracked, less what
 * .gitignore ignores), less what .dockerignore leaves out. So a change is checked before it is
 * committed, and nothing an earlier install or build left in the checkout leaks in.
 */
export function copyBuildContext(repo: string, to: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(repo, path)));
  const ignored = dockerignorePatterns(repo);
  const kept = listed.filter((path) => !excluded(path, ignored));
  for (const path of kept) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(repo, path), join(to, path));
  }
  return kept;
}

function dockerignorePatterns(repo: string): string[] {
  const file = join(repo, '.dockerignore');
  if (!existsSync(file)) return [];
  const patterns = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) {
    throw new Error('.dockerignore: exceptions (!) are not reproduced by this copy; teach it first');
  }
  return patterns.map((pattern) => pattern.replace(/^\/+|\/+$/g, ''));
}

/** Docker leaves a path out when it, or any directory above it, matches a pattern. */
function excluded(path: string, patterns: readonly string[]): boolean {
  const parts = path.split('/');
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join('/');
    return patterns.some((pattern) => matchesGlob(prefix, pattern));
  });
}
