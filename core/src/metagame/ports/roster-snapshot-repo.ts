import type { RosterSnapshot } from '../entities/roster-snapshot.js';

export interface RosterSnapshotPage {
  readonly items: readonly RosterSnapshot[];
  readonly total: number;
}

/** The dated snapshots of a workspace's roster syncs; every call is scoped to an owner. */
export interface RosterSnapshotRepo {
  insert(snapshot: RosterSnapshot): Promise<void>;
  /** The owner's snapshots, newest first (then by id), one page of them and how many there are. */
  list(ownerId: string, page: { readonly limit: number; readonly offset: number }): Promise<RosterSnapshotPage>;
}
