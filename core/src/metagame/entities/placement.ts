const PLACE = /^\s*(\d+)(?:st|nd|rd|th)\b/i;

/** The final place a deck's published result gives ("5th Place" → 5); null for records such as "5-0". */
export function placementOf(result: string | null): number | null {
  const found = result === null ? null : PLACE.exec(result);
  return found ? Number(found[1]) : null;
}
