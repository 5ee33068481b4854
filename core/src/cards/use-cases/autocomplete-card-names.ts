import { searchKey } from '../entities/search-key.js';
import type { CardSearchRepo } from '../ports/card-search-repo.js';

export interface AutocompleteCardNamesInput {
  readonly q: string;
}
export interface AutocompleteCardNamesOutput {
  readonly names: readonly string[];
}

/** At most this many names per answer. */
export const AUTOCOMPLETE_LIMIT = 20;
/** Shorter input (as a search key) answers no names rather than half the catalogue. */
const MIN_KEY_LENGTH = 2;

/**
 * Card names for what a player is typing: names starting with it first, then names with a word
 * starting with it; case, punctuation and diacritics do not matter, face names count.
 */
export class AutocompleteCardNames {
  constructor(private readonly search: CardSearchRepo) {}

  async execute(input: AutocompleteCardNamesInput): Promise<AutocompleteCardNamesOutput> {
    const key = searchKey(input.q);
    if (key.replace(/ /g, '').length < MIN_KEY_LENGTH) return { names: [] };
    return { names: await this.search.autocomplete(key, AUTOCOMPLETE_LIMIT) };
  }
}
