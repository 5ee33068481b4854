/**
 * A workspace's tracker data as a whole. Tracker rows are owned by a workspace, a user's or a team's
 * (`ownerId` is its id); the database does not cascade from either, so deleting an account or a
 * team deletes its rows through this port, in the same transaction.
 */
export interface TrackerWorkspaceRepo {
  /** Deletes every tracker row the workspace owns (decks, versions, roster, events, matches, card tests, plans). */
  deleteAll(ownerId: string): Promise<void>;
}
