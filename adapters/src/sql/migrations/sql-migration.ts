import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

/** The databases a migration is written for (the names DATABASE_URL's kinds carry). */
export type MigrationDialect = 'sqlite' | 'postgresql';

type PerDialect = Readonly<Record<MigrationDialect, readonly string[]>>;

/**
 * One migration as the statements each dialect runs, in order. A migration records one day's change
 * and never moves after: it imports nothing from outside this folder and carries every statement it
 * runs (constants and statement builders copied in, never shared with the code that reads and
 * writes the tables), so a fresh database migrates to the same schema whatever the code becomes.
 * Up to m0008 the statements are exactly the DDL that knex's schema builder generated for release
 * 1.0.0 (captured per dialect when MikroORM 7 dropped knex, laid out over lines since), so a
 * database built then and one built now have the same schema.
 */
export interface SqlMigration {
  /** Recorded in `mikro_orm_migrations`: stable forever. */
  readonly name: string;
  readonly up: PerDialect;
  readonly down: PerDialect;
}

/** The MikroORM migration class that runs `migration`'s statements for `dialect`. */
export function toMigrationObject(migration: SqlMigration, dialect: MigrationDialect): MigrationObject {
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

/** One statement written over several lines, as it reads best; the database sees the same statement. */
export const lines = (...text: readonly string[]): string => text.join('\n');
