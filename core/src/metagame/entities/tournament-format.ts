import type { TournamentFile } from './tournament-file.js';

/** Constructed formats a tournament file's name or slug can name. */
export const KNOWN_FORMATS = [
  'standard',
  'pioneer',
  'modern',
  'legacy',
  'vintage',
  'pauper',
  'premodern',
  'explorer',
  'historic',
  'timeless',
  'alchemy',
  'brawl',
  'commander',
  'duel',
  'oathbreaker',
  'penny',
] as const;

/** A format name as stored: lower case, letters, digits and dashes (`modern`, `duel-commander`). */
export const FORMAT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const normaliseFormat = (format: string): string => format.trim().toLowerCase();

/**
 * The format a file name or slug names (`modern-challenge-32-2024-05-17….json` → `modern`): the
 * first of its words that is a known format, or null. The word, not a substring: `premodern` is
 * not `modern`.
 */
export function formatFromName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  const words = base.toLowerCase().split(/[^a-z0-9]+/);
  return (
    words.find((w): w is (typeof KNOWN_FORMATS)[number] => (KNOWN_FORMATS as readonly string[]).includes(w)) ?? null
  );
}

/**
 * A file's format: the one given (in lower case), else the one its file name names, else its Uri's
 * slug, else its event's name; null when none does.
 */
export function formatOfFile(
  given: string | null,
  fileName: string | null,
  file: Pick<TournamentFile, 'uri' | 'name'>,
): string | null {
  if (given) return normaliseFormat(given);
  return formatFromName(fileName ?? '') ?? formatFromName(file.uri ?? '') ?? formatFromName(file.name);
}
