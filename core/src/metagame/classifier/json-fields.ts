/**
 * Reading definition objects the way the reference loader does: property names match whatever
 * their case, unknown properties are ignored, and a missing or null list reads as absent.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function field(object: JsonObject, name: string): unknown {
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : object[key];
}

/** Distinct strings in listed order, or an error message naming what is wrong. */
export function distinctStrings(value: unknown): { names: string[] } | { problem: string } {
  if (value === undefined || value === null) return { names: [] };
  if (!Array.isArray(value)) return { problem: 'must be a list of card names' };
  const names: string[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'string') return { problem: `[${index}] must be a card name (a string)` };
    if (!names.includes(item)) names.push(item);
  }
  return { names };
}
