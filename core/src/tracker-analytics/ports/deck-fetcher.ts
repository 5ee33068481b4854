import type { Result } from '../../shared/result.js';
import type { DeckFetchError } from '../errors.js';
import type { DeckSections } from '../entities/format-decklist.js';

/** A deck read from a deck builder, already split by zone. */
export interface FetchedDeck {
  readonly name: string;
  readonly sections: DeckSections;
}

/**
 * Reads one public deck from one deck builder. Errors: EXTERNAL_DECK_NOT_FOUND (missing, or private
 * where the builder cannot tell), EXTERNAL_DECK_PRIVATE, DECK_SOURCE_REFUSED (the builder blocks this
 * client), DECK_SOURCE_FAILED (timeout, network error, 5xx, unreadable body). Never throws for those.
 * Does no rate limiting itself: callers go through DeckBuilderThrottle.
 */
export interface DeckFetcher {
  fetch(deckId: string): Promise<Result<FetchedDeck, DeckFetchError>>;
}
