import { afterEach, beforeEach } from 'vitest';
import { createOrm, parseDatabaseUrl, type Orm } from '@metagame/adapters';
import { createIsolatedDatabase, type DatabaseKind } from './databases.js';

/** A migration suite's database while a test runs: its ORM and raw statements on it. */
export interface MigrationDatabase {
  readonly orm: Orm;
  run<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The column names of `table`, in table order. */
  columns(table: string): Promise<string[]>;
}

/**
 * Before each test of the suite an isolated database of `kind`, which `prepare` migrates up to where
 * the suite starts and seeds; after each, closed and dropped.
 */
export function migrationDatabase(
  kind: DatabaseKind,
  prepare: (db: MigrationDatabase) => Promise<void>,
): MigrationDatabase {
  let orm: Orm | undefined;
  let drop: (() => Promise<void>) | undefined;
  const db: MigrationDatabase = {
    get orm() {
      if (!orm) throw new Error('The migration database is open only while a test runs.');
      return orm;
    },
    run: <T>(sql: string, params: readonly unknown[] = []) =>
      db.orm.em
        .fork()
        .getConnection()
        .execute(sql, [...params]) as Promise<T[]>,
    columns: async (table) => {
      const rows =
        kind === 'sqlite'
          ? await db.run<{ name: string }>('SELECT name FROM pragma_table_info(?) ORDER BY cid', [table])
          : await db.run<{ name: string }>(
              'SELECT column_name AS name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position',
              [table],
            );
      return rows.map((r) => r.name);
    },
  };
  beforeEach(async () => {
    const database = await createIsolatedDatabase(kind);
    drop = database.drop;
    orm = await createOrm(parseDatabaseUrl(database.url)!);
    await prepare(db);
  });
  afterEach(async () => {
    await orm?.close(true);
    orm = undefined;
    await drop?.();
  });
  return db;
}
