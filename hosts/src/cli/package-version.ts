import { readFileSync } from 'node:fs';

/**
 * The version `metagame --version` prints: the hosts package's (the workspaces pin each other's exact
 * versions, so they move together), read from its package.json, two folders up from src/cli and dist/cli alike.
 */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
