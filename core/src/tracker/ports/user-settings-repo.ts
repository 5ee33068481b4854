import type { SharedUser, UserSettings } from '../entities/user-settings.js';

/** Tracker settings, one row per user (primary key = user id, cascades with the user). */
export interface UserSettingsRepo {
  /** The stored settings, or null when the user never read or wrote them (or does not exist). */
  find(userId: string): Promise<UserSettings | null>;
  /** The stored settings, inserting the defaults first when there are none; safe under concurrent calls. */
  findOrCreate(userId: string): Promise<UserSettings>;
  /** Overwrites the settings row (which must exist: call findOrCreate first). */
  save(settings: UserSettings): Promise<void>;
  /** Clears active_personal_deck_id when it names this deck (archiving the deck). */
  clearActiveDeck(userId: string, personalDeckId: string): Promise<void>;
  /** Active users with data_shared true, except `exceptUserId`, ordered by email. */
  listSharing(exceptUserId: string): Promise<SharedUser[]>;
}
