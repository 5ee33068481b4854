import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DefinitionFile } from '@metagame/core';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CODE } from '../exit-codes.js';

const RULE_FOLDERS = ['Archetypes', 'Fallbacks'] as const;
const SHARED_COLORS = 'card_colors.json';
const OVERRIDES = 'color_overrides.json';

/**
 * A format's definition files from a folder: the format's own folder (holding Archetypes/ and
 * Fallbacks/), or a checkout's root or `Formats/` folder, where the format's folder is found by name
 * whatever its case. The shared `card_colors.json` is read from the format's folder or the one above.
 * Files of a folder are read in ordinal name order, so ties between archetypes fall the same way on
 * every machine.
 */
export function readDefinitionFiles(dir: string, format: string): DefinitionFile[] {
  const folder = formatFolder(dir, format);
  const files: DefinitionFile[] = [];
  for (const sub of RULE_FOLDERS) {
    const path = childNamed(folder, sub);
    if (path === null) continue;
    for (const name of readdirSync(path)
      .filter((n) => n.toLowerCase().endsWith('.json'))
      .sort(ordinal)) {
      files.push({ path: `${sub}/${name}`, text: readFileSync(join(path, name), 'utf8') });
    }
  }
  const shared = [join(folder, SHARED_COLORS), join(dirname(folder), SHARED_COLORS)].find((p) => existsSync(p));
  if (shared) files.push({ path: SHARED_COLORS, text: readFileSync(shared, 'utf8') });
  const overrides = join(folder, OVERRIDES);
  if (existsSync(overrides)) files.push({ path: OVERRIDES, text: readFileSync(overrides, 'utf8') });
  return files;
}

function formatFolder(dir: string, format: string): string {
  if (!isDirectory(dir)) throw new CliFailure(EXIT_CODE.NOT_FOUND, `${dir}: no such folder.`);
  for (const candidate of [dir, childNamed(dir, format), childNamed(childNamed(dir, 'Formats') ?? '', format)]) {
    if (candidate !== null && RULE_FOLDERS.some((sub) => childNamed(candidate, sub) !== null)) return candidate;
  }
  throw new CliFailure(
    EXIT_CODE.NOT_FOUND,
    `${dir}: no Archetypes/ or Fallbacks/ folder here, nor under ${format}/ or Formats/${format}/.`,
  );
}

/** The entry of `dir` named `name` whatever its case, when it is a folder. */
function childNamed(dir: string, name: string): string | null {
  if (dir === '' || !isDirectory(dir)) return null;
  const found = readdirSync(dir).find((entry) => entry.toLowerCase() === name.toLowerCase());
  return found !== undefined && isDirectory(join(dir, found)) ? join(dir, found) : null;
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
