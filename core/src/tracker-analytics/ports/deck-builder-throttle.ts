import type { DeckBuilder } from '../entities/deck-url.js';

/**
 * The one place the "1 request per second per deck builder" rule is enforced, for every process
 * sharing the database. Callers queue rather than fail.
 */
export interface DeckBuilderThrottle {
  /** Reserves the builder's next free slot and resolves once it has come. */
  waitForSlot(builder: DeckBuilder): Promise<void>;
}
