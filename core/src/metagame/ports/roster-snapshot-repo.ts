import type { RosterSnapshot } from '../entities/roster-snapshot.js';

export interface RosterSnapshotPage {
  readonly items: readonly RosterSnapshot[];
  readonly total: number;
}

/** The dated snapshots of a workspace's roster syncs; every call is scoped to an owner. */
export interface RosterSnapshotRepo {
  /** Keeps a snapshot as it is given: every field, its rows in their order; a snapshot is never changed after. */
  insert(snapshot: RosterSnapshot): Promise<void>;
  /**
   * One page of the owner's snapshots, newest first (those taken at the same instant by id, descending),
   * and how many the owner has in all; another owner's never appear.
   */
  list(ownerId: string, page: { readonly limit: number; readonly offset: number }): Promise<RosterSnapshotPage>;
}
