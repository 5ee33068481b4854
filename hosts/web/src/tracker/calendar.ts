/** Today's date as the API writes dates (YYYY-MM-DD, UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);
