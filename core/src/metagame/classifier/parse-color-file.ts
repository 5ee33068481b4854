import type { DefinitionProblem } from './definition-problem.js';
import { field, isObject } from './json-fields.js';

/** `C`, or one to five of W U B R G written in that order. */
const COLOR_CODE = /^(C|W?U?B?R?G?)$/;

/**
 * Adds a colour file (`{ Lands: [{Name, Color}] | null, NonLands: … }`) to the tables: an entry
 * replaces an earlier one of the same name in the same table, a later duplicate or a later file's.
 */
export function addColorFile(
  file: string,
  json: unknown,
  lands: Map<string, string>,
  nonLands: Map<string, string>,
): DefinitionProblem[] {
  if (!isObject(json)) return [{ file, path: '', message: 'must be an object with Lands and NonLands' }];
  return [
    ...addList(file, 'Lands', field(json, 'Lands'), lands),
    ...addList(file, 'NonLands', field(json, 'NonLands'), nonLands),
  ];
}

function addList(file: string, key: string, list: unknown, into: Map<string, string>): DefinitionProblem[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return [{ file, path: key, message: 'must be a list of {Name, Color}' }];
  const problems: DefinitionProblem[] = [];
  for (const [index, entry] of list.entries()) {
    const name = isObject(entry) ? field(entry, 'Name') : undefined;
    const color = isObject(entry) ? field(entry, 'Color') : undefined;
    if (typeof name !== 'string')
      problems.push({ file, path: `${key}[${index}].Name`, message: 'must be a card name' });
    else if (typeof color !== 'string' || color === '' || !COLOR_CODE.test(color)) {
      problems.push({
        file,
        path: `${key}[${index}].Color`,
        message: `unknown colour code ${JSON.stringify(color ?? null)}`,
      });
    } else into.set(name, color);
  }
  return problems;
}
