import type { TrackerWorkspaceRepo } from '@metagame/core';

/** TrackerWorkspaceRepo as a record of the workspaces emptied, for use cases tested without the tracker fakes (the real in-memory one is tracker/in-memory-tracker-workspace-repo.ts). */
export class RecordingTrackerWorkspaceRepo implements TrackerWorkspaceRepo {
  /** Workspace id → how many times it was emptied. */
  readonly rows = new Map<string, number>();

  async deleteAll(ownerId: string): Promise<void> {
    this.rows.set(ownerId, (this.rows.get(ownerId) ?? 0) + 1);
  }
}
