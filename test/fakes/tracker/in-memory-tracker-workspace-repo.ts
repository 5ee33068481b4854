import type { TrackerWorkspaceRepo } from '@metagame/core';

/** A table of the in-memory tracker: rows by id, each owned by a workspace. */
interface OwnedRows {
  readonly rows: Map<string, { readonly ownerId: string }>;
}

/** TrackerWorkspaceRepo over the in-memory tracker repositories: drops every row the workspace owns. */
export class InMemoryTrackerWorkspaceRepo implements TrackerWorkspaceRepo {
  constructor(private readonly tables: readonly OwnedRows[]) {}

  async deleteAll(ownerId: string): Promise<void> {
    for (const { rows } of this.tables) for (const [id, row] of rows) if (row.ownerId === ownerId) rows.delete(id);
  }
}
