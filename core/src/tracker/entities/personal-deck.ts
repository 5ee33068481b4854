/** A deck the player plays. Archiving sets `archivedAt`; decks are never really deleted, nor un-archived. */
export interface PersonalDeck {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly archivedAt: Date | null;
  readonly createdAt: Date;
}

export const PERSONAL_DECK_NAME_MAX_LENGTH = 200;
