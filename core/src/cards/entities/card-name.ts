/** The stored, searchable form of a card or face name: exact match, case-insensitive. */
export function normaliseCardName(name: string): string {
  return name.trim().toLowerCase();
}
