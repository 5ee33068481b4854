/** One user's tracker settings; a row, with the defaults, exists once the user first reads or writes them. */
export interface UserSettings {
  readonly userId: string;
  readonly dataShared: boolean;
  readonly activePersonalDeckId: string | null;
}

/** What a user who never touched their settings has. */
export const defaultSettings = (userId: string): UserSettings => ({
  userId,
  dataShared: false,
  activePersonalDeckId: null,
});

/** A user who shares their tracker data with every authenticated user (GET /shared-users). */
export interface SharedUser {
  readonly id: string;
  readonly displayName: string | null;
  readonly email: string;
}
