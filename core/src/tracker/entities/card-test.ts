export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface CardTestFields {
  /** Free text: who tested, not an account. */
  readonly tester: string;
  /** Free text, not resolved against card data. */
  readonly cardName: string;
  readonly personalDeckId: string;
  readonly opponentDeckId: string | null;
  readonly rating: number;
  readonly notes: string | null;
}

/** A card test as a client writes it: without a tester, a new test takes the caller's name and an edit keeps its own. */
export type CardTestDraft = Omit<CardTestFields, 'tester'> & { readonly tester?: string | undefined };

/**
 * Feedback on one card: a free-text tester and card name, a rating from 1 to 5, optional notes and
 * matchup. `personalDeckId` is null only on legacy rows that predate the column; such rows match no
 * filter and are never returned.
 */
export interface CardTest extends Omit<CardTestFields, 'personalDeckId'> {
  readonly id: string;
  /** The workspace: a user's id, or a team's. */
  readonly ownerId: string;
  /** Who recorded it: the owner in a personal workspace; in a team a member, null once their account is gone. */
  readonly playerId: string | null;
  readonly personalDeckId: string | null;
  readonly createdAt: Date;
}

/** A card test as clients receive it: always with its personal deck. */
export type AttributedCardTest = CardTest & { readonly personalDeckId: string };
