import { Migration } from '@mikro-orm/migrations';

type SchemaBuilder = ReturnType<ReturnType<Migration['getKnex']>['schema']['createTable']>;

/**
 * A migration written once with knex's schema builder, so the same file emits the right DDL for
 * SQLite and for PostgreSQL. Each generated statement is queued on its own, because SQLite drivers
 * run one statement per call.
 */
export abstract class PortableMigration extends Migration {
  protected schema() {
    return this.getKnex().schema;
  }

  protected add(builder: Pick<SchemaBuilder, 'toSQL'>): void {
    for (const statement of builder.toSQL()) this.addSql(statement.sql);
  }

  protected isPostgres(): boolean {
    return this.driver.getPlatform().constructor.name.toLowerCase().includes('postgre');
  }
}
