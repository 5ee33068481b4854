import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import type { Dialect } from '../runner/dialect.js';

type PerDialect = Readonly<Record<Dialect, readonly string[]>>;

/**
 * One migration as the statements each dialect runs, in order. Up to m0008 they are exactly the DDL
 * that knex's schema builder generated for release 1.0.0 (captured per dialect when MikroORM 7
 * dropped knex), so a database built then and one built now have the same schema.
 */
export interface SqlMigration {
  /** Recorded in `mikro_orm_migrations`: stable forever. */
  readonly name: string;
  readonly up: PerDialect;
  readonly down: PerDialect;
}

/** The MikroORM migration class that runs `migration`'s statements for `dialect`. */
export function toMigrationObject(migration: SqlMigration, dialect: Dialect): MigrationObject {
  class Statements extends Migration {
    override up(): void {
      for (const sql of migration.up[dialect]) this.addSql(sql);
    }

    override down(): void {
      for (const sql of migration.down[dialect]) this.addSql(sql);
    }
  }
  return { name: migration.name, class: Statements };
}
