/**
 * Archetype names compare bytewise by UTF-16 code unit, the same on every platform, and a deck not
 * classified yet (null) comes after every name.
 */
export function compareArchetypes(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
