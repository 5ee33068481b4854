import { err, ok, type Result } from '../../shared/result.js';
import type { DecklistVersion } from '../../tracker/entities/decklist-version.js';
import {
  decklistVersionNotFound,
  metaDeckNotFound,
  personalDeckNotFound,
  versionOfAnotherDeck,
  type TrackerNotFound,
  type InvalidMatch,
} from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { MetaDeckRepo } from '../../tracker/ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import { planDoesNotFit, type PlanDoesNotFit } from '../errors.js';
import { planIssues } from './plan-check.js';
import type { SideboardPlanFields } from './sideboard-plan.js';

/** The repos a plan's references are checked against. */
export interface PlanReferences {
  readonly decks: PersonalDeckRepo;
  readonly versions: DecklistVersionRepo;
  readonly metaDecks: MetaDeckRepo;
}

export type PlanRejection = TrackerNotFound | InvalidMatch | PlanDoesNotFit;

/**
 * Everything a plan write must hold: the deck, the version and the roster deck are the writer's own
 * (404 otherwise, archived ones included), the version is one of the deck's, and every swap fits the
 * version's 75 (422 naming each card).
 */
export async function checkPlan(
  refs: PlanReferences,
  ownerId: string,
  personalDeckId: string,
  fields: SideboardPlanFields,
): Promise<Result<DecklistVersion, PlanRejection>> {
  if (!(await refs.decks.findOwned(ownerId, personalDeckId))) return err(personalDeckNotFound());
  const version = await refs.versions.findOwned(ownerId, fields.decklistVersionId);
  if (!version) return err(decklistVersionNotFound());
  if (version.personalDeckId !== personalDeckId) return err(versionOfAnotherDeck());
  if (!(await refs.metaDecks.findOwned(ownerId, fields.opponentDeckId))) return err(metaDeckNotFound());
  const issues = planIssues(version.content, fields.sides);
  return issues.length > 0 ? err(planDoesNotFit(version.version, issues)) : ok(version);
}
