import type { DecklistVersion } from '../../tracker/entities/decklist-version.js';
import { planIssues, postBoardDeck, seventyFiveOf, type PlanIssue, type PostBoardDeck } from './plan-check.js';
import { swapsOf, type PlanSide, type SideboardPlan } from './sideboard-plan.js';

/** A plan as read: its version's number, the post-board 75 of each swap, and whether it fits the deck's newest version. */
export interface SideboardPlanView {
  readonly plan: SideboardPlan;
  readonly version: number;
  readonly postBoard: readonly { readonly side: PlanSide; readonly deck: PostBoardDeck }[];
  readonly newest: {
    readonly versionId: string;
    readonly version: number;
    /** True when the plan's swaps keep every rule against the newest version's 75. */
    readonly fits: boolean;
    readonly issues: readonly PlanIssue[];
  };
}

/**
 * Builds the view of a plan from its own version and the deck's newest one. A plan of the newest
 * version fits by construction (it was checked on write); an older one is checked again, so a
 * new version that drops a card the plan takes out says so, card by card.
 */
export function viewPlan(plan: SideboardPlan, own: DecklistVersion, newest: DecklistVersion): SideboardPlanView {
  const deck = seventyFiveOf(own.content);
  const issues = newest.id === own.id ? [] : planIssues(newest.content, plan.sides);
  return {
    plan,
    version: own.version,
    postBoard: swapsOf(plan.sides).map(([side, swap]) => ({ side, deck: postBoardDeck(deck, swap) })),
    newest: { versionId: newest.id, version: newest.version, fits: issues.length === 0, issues },
  };
}
