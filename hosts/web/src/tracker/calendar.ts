/**
 * Today's date as the API writes dates (YYYY-MM-DD), on the player's own calendar: an evening
 * match in the Americas is already tomorrow in UTC, and would otherwise be recorded a day late.
 */
export const today = (now: Date = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
