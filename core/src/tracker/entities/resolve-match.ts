import { err, ok, type Result } from '../../shared/result.js';
import {
  eventNotFound,
  decklistVersionNotFound,
  invalidMatch,
  versionOfAnotherDeck,
  type InvalidMatch,
  type TrackerNotFound,
} from '../errors.js';
import type { DecklistVersionRepo } from '../ports/decklist-version-repo.js';
import type { EventRepo } from '../ports/event-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import { checkDeckReferences } from './check-deck-references.js';
import type { MatchDraft, MatchFields } from './match.js';
import { matchIssues, playOrder } from './play-order.js';

/** The repositories whose records a match names. */
export interface MatchReferences {
  readonly decks: PersonalDeckRepo;
  readonly metaDecks: MetaDeckRepo;
  readonly events: EventRepo;
  readonly versions: DecklistVersionRepo;
}

/** What a stored match had, when a PUT leaves the version to the server. */
export type PreviousPin = Pick<MatchFields, 'personalDeckId' | 'decklistVersionId'>;

/**
 * A client's match draft → the fields to store. Every record it names must be the writer's own
 * (404 otherwise, like a missing one); the version must be one of the personal deck's (422); the game
 * details must fit the games played (422). Without a version the server pins one: the stored pin when
 * the deck is unchanged (`previous`), else the deck's newest version now (none when it has none).
 */
export async function resolveMatch(
  repos: MatchReferences,
  ownerId: string,
  draft: MatchDraft,
  previous: PreviousPin | null = null,
): Promise<Result<MatchFields, TrackerNotFound | InvalidMatch>> {
  const [issue] = matchIssues(draft);
  if (issue) return err(invalidMatch(issue.message));
  const missing = await checkDeckReferences(repos.decks, repos.metaDecks, ownerId, draft);
  if (missing) return err(missing);
  if (draft.eventId !== null && !(await repos.events.findOwned(ownerId, draft.eventId))) return err(eventNotFound());
  let decklistVersionId = draft.decklistVersionId;
  if (decklistVersionId === undefined) {
    decklistVersionId =
      previous?.personalDeckId === draft.personalDeckId
        ? previous.decklistVersionId
        : ((await repos.versions.findLatest(ownerId, draft.personalDeckId))?.id ?? null);
  } else if (decklistVersionId !== null) {
    const version = await repos.versions.findOwned(ownerId, decklistVersionId);
    if (!version) return err(decklistVersionNotFound());
    if (version.personalDeckId !== draft.personalDeckId) return err(versionOfAnotherDeck());
  }
  return ok({
    ...draft,
    decklistVersionId,
    ...playOrder(draft),
    game2PlanUsed: draft.game2PlanUsed ?? null,
    game3PlanUsed: draft.game3PlanUsed ?? null,
  });
}
