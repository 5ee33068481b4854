import { metaDeckNotFound, personalDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';

export interface DeckReferences {
  readonly personalDeckId: string;
  readonly opponentDeckId: string | null;
}

/**
 * Ownership of the decks a match or card test names: both must be the writer's own (archived decks
 * included: history stays). Null when they are, else the 404 to answer.
 */
export async function checkDeckReferences(
  decks: PersonalDeckRepo,
  metaDecks: MetaDeckRepo,
  ownerId: string,
  refs: DeckReferences,
): Promise<TrackerNotFound | null> {
  if (!(await decks.findOwned(ownerId, refs.personalDeckId))) return personalDeckNotFound();
  if (refs.opponentDeckId !== null && !(await metaDecks.findOwned(ownerId, refs.opponentDeckId)))
    return metaDeckNotFound();
  return null;
}
