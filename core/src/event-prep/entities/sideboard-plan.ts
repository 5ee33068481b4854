/** A card and how many copies a plan moves. */
export interface PlanCard {
  readonly name: string;
  readonly quantity: number;
}

/** What comes in from the sideboard and what goes out of the main deck. */
export interface CardSwap {
  readonly in: readonly PlanCard[];
  readonly out: readonly PlanCard[];
}

/** One swap for both sides of the die roll, or one on the play and one on the draw. */
export type PlanSides =
  | { readonly kind: 'both'; readonly both: CardSwap }
  | { readonly kind: 'split'; readonly onPlay: CardSwap; readonly onDraw: CardSwap };

/** Which swap of a plan: `both`, or the on-the-play / on-the-draw one of a split plan. */
export type PlanSide = 'both' | 'on_play' | 'on_draw';

export interface SideboardPlanFields {
  /** The decklist version the plan is written for (a version of the plan's personal deck). */
  readonly decklistVersionId: string;
  /** The roster deck the plan is for. */
  readonly opponentDeckId: string;
  readonly sides: PlanSides;
  readonly note: string;
}

/** How a team sideboards one matchup with one decklist version. `personalDeckId` is the version's deck. */
export interface SideboardPlan extends SideboardPlanFields {
  readonly id: string;
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The swaps of a plan, labelled by side, in a fixed order. */
export function swapsOf(sides: PlanSides): readonly (readonly [PlanSide, CardSwap])[] {
  return sides.kind === 'both'
    ? [['both', sides.both]]
    : [
        ['on_play', sides.onPlay],
        ['on_draw', sides.onDraw],
      ];
}

export const PLAN_NOTE_MAX_LENGTH = 20_000;
/** Card entries per list of one swap; a sideboard holds 15 cards, so this leaves room for any spelling. */
export const PLAN_CARDS_MAX = 60;
export const PLAN_CARD_NAME_MAX_LENGTH = 200;
