/**
 * Longest texts, in characters: the event name and Uri (its source key is indexed), a player (indexed
 * with the tournament), a card name, a result or round name. Real ones are far shorter.
 */
export const TEXT_LIMITS = { name: 300, uri: 600, player: 200, card: 200, label: 100 } as const;
