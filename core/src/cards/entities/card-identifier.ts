/** One entry of a batch lookup: a printing by MTGJSON uuid, Scryfall id or set + collector number, or a card by name. */
export type CardIdentifier =
  | { readonly kind: 'uuid'; readonly uuid: string }
  | { readonly kind: 'scryfallId'; readonly scryfallId: string }
  | { readonly kind: 'setNumber'; readonly set: string; readonly number: string }
  | { readonly kind: 'name'; readonly name: string; readonly set: string | null };
