/**
 * The settings of `names` that a settings page does not list: each must be the first cell of a
 * table row, written as code (`| \`NAME\` |`).
 */
export function missingSettings(page: string, names: readonly string[]): string[] {
  const listed = new Set([...page.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1]));
  return names.filter((name) => !listed.has(name));
}
