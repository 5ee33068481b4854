import type { ArchetypeDefinition, DefinitionSet, FallbackDefinition } from './definition-set.js';
import type { DefinitionProblem } from './definition-problem.js';
import { parseLenientJson } from './lenient-json.js';
import { parseArchetype, parseFallback } from './parse-archetype-file.js';
import { addColorFile } from './parse-color-file.js';

/** One file of a format's definitions, named by its path inside the format folder (`Archetypes/Burn.json`). */
export interface DefinitionFile {
  readonly path: string;
  readonly text: string;
}

export const SHARED_COLOR_FILE = 'card_colors.json';
export const COLOR_OVERRIDES_FILE = 'color_overrides.json';

export type ParsedDefinitions =
  | { readonly ok: true; readonly definitions: DefinitionSet }
  | { readonly ok: false; readonly problems: readonly DefinitionProblem[] };

type Kind = 'archetype' | 'fallback' | 'sharedColors' | 'colorOverrides' | 'ignored';

/**
 * Parses and validates a format's definition files, in the order given (which decides ties):
 * `Archetypes/*.json`, `Fallbacks/*.json`, `card_colors.json` then `color_overrides.json` for the
 * colour tables, an override replacing the shared entry of its name; other files (such as
 * `metas.json`) are ignored. The names the overrides list are kept apart, because their colour
 * outranks the card reference's and the shared file's does not. Every problem is reported, each
 * naming its file and JSON path.
 */
export function parseDefinitionFiles(format: string, files: readonly DefinitionFile[]): ParsedDefinitions {
  const problems: DefinitionProblem[] = [];
  const archetypes: ArchetypeDefinition[] = [];
  const fallbacks: FallbackDefinition[] = [];
  const shared = { lands: new Map<string, string>(), nonLands: new Map<string, string>() };
  const overrides = { lands: new Map<string, string>(), nonLands: new Map<string, string>() };
  const byKind = (kind: Kind) => files.filter((file) => fileKind(file.path) === kind);
  for (const kind of ['sharedColors', 'colorOverrides', 'archetype', 'fallback'] as const) {
    for (const file of byKind(kind)) {
      const json = parseLenientJson(file.text);
      if (!json.ok) {
        problems.push({ file: file.path, path: '', message: `not valid JSON: ${json.message}` });
        continue;
      }
      if (kind === 'archetype') collect(parseArchetype(file.path, json.value), archetypes, problems);
      else if (kind === 'fallback') collect(parseFallback(file.path, json.value), fallbacks, problems);
      else {
        const into = kind === 'sharedColors' ? shared : overrides;
        problems.push(...addColorFile(file.path, json.value, into.lands, into.nonLands));
      }
    }
  }
  if (problems.length === 0 && archetypes.length === 0 && fallbacks.length === 0) {
    problems.push({ file: '', path: '', message: 'no Archetypes/*.json or Fallbacks/*.json file was given' });
  }
  if (problems.length > 0) return { ok: false, problems };
  const colors = {
    lands: new Map([...shared.lands, ...overrides.lands]),
    nonLands: new Map([...shared.nonLands, ...overrides.nonLands]),
  };
  const overriddenCards = new Set([...overrides.lands.keys(), ...overrides.nonLands.keys()]);
  return { ok: true, definitions: { format, archetypes, fallbacks, colors, overriddenCards } };
}

function collect<T>(
  parsed: { value: T; problems: readonly DefinitionProblem[] },
  into: T[],
  problems: DefinitionProblem[],
): void {
  if (parsed.problems.length > 0) problems.push(...parsed.problems);
  else into.push(parsed.value);
}

function fileKind(path: string): Kind {
  const parts = path
    .replaceAll('\\', '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  const name = (parts.at(-1) ?? '').toLowerCase();
  const folder = (parts.at(-2) ?? '').toLowerCase();
  if (!name.endsWith('.json')) return 'ignored';
  if (folder === 'archetypes') return 'archetype';
  if (folder === 'fallbacks') return 'fallback';
  if (name === SHARED_COLOR_FILE) return 'sharedColors';
  if (name === COLOR_OVERRIDES_FILE) return 'colorOverrides';
  return 'ignored';
}
