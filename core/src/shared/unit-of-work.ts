/**
 * Runs work atomically: every repository call made inside `work` commits together, or nothing does
 * when `work` throws. Adapters implement it with a database transaction.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
