import type { DeckBuilder } from '../entities/deck-url.js';

/**
 * The one place the "1 request per second per deck builder" rule (spec 4.6.7, 8) is enforced, for
 * every process sharing the database. Callers queue rather than fail.
 */
export interface DeckBuilderThrottle {
  /** Reserves the builder's next free slot and resolves once it has come. */
  waitForSlot(builder: DeckBuilder): Promise<void>;
}
