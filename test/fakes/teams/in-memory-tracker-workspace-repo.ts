import type { TrackerWorkspaceRepo } from '@metagame/core';

/** TrackerWorkspaceRepo as a record of the workspaces emptied (the tracker fakes are not wired to it). */
export class InMemoryTrackerWorkspaceRepo implements TrackerWorkspaceRepo {
  /** Workspace id → how many times it was emptied. */
  readonly rows = new Map<string, number>();

  async deleteAll(ownerId: string): Promise<void> {
    this.rows.set(ownerId, (this.rows.get(ownerId) ?? 0) + 1);
  }
}
