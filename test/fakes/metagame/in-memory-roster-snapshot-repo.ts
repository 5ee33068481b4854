import type { RosterSnapshot, RosterSnapshotPage, RosterSnapshotRepo } from '@metagame/core';

/**
 * RosterSnapshotRepo in a Map, scoped by owner like the SQL adapter. `rows` is public so a unit of
 * work can roll it back and a workspace deletion can empty it, as they do the SQL table.
 */
export class InMemoryRosterSnapshotRepo implements RosterSnapshotRepo {
  readonly rows = new Map<string, RosterSnapshot>();

  async insert(snapshot: RosterSnapshot): Promise<void> {
    // A copy, as a database keeps: the caller's later edits to its object don't reach the stored one.
    this.rows.set(snapshot.id, structuredClone(snapshot));
  }

  async list(ownerId: string, page: { readonly limit: number; readonly offset: number }): Promise<RosterSnapshotPage> {
    const owned = [...this.rows.values()].filter((s) => s.ownerId === ownerId).sort(newestFirst);
    return { items: owned.slice(page.offset, page.offset + page.limit), total: owned.length };
  }
}

const newestFirst = (a: RosterSnapshot, b: RosterSnapshot): number =>
  b.takenAt.getTime() - a.takenAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
