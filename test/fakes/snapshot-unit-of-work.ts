import type { UnitOfWork } from '@metagame/core';

/**
 * UnitOfWork over in-memory fakes: snapshots their row maps and restores them when the work throws,
 * which is what a database transaction's rollback does to the real repositories.
 */
export class SnapshotUnitOfWork implements UnitOfWork {
  runs = 0;
  rollbacks = 0;

  constructor(private readonly stores: readonly { rows: Map<string, unknown> }[]) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    const snapshots = this.stores.map((store) => new Map(store.rows));
    try {
      return await work();
    } catch (error) {
      this.rollbacks += 1;
      this.stores.forEach((store, i) => {
        store.rows.clear();
        for (const [key, value] of snapshots[i]!) store.rows.set(key, value);
      });
      throw error;
    }
  }
}
