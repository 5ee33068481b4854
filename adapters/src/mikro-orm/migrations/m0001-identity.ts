import { PortableMigration } from './portable-migration.js';

/** Accounts (spec 2.1). Email is stored lower-cased; its unique index doubles as the lookup index. */
export class M0001Identity extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('users', (t) => {
        t.uuid('id').primary();
        t.string('email', 255).notNullable().unique({ indexName: 'users_email_unique' });
        t.string('hashed_password', 255).notNullable();
        t.string('role', 32).notNullable().defaultTo('user');
        t.boolean('is_active').notNullable().defaultTo(true);
        t.boolean('is_verified').notNullable().defaultTo(false);
        t.string('display_name', 100).nullable();
        t.integer('token_version').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      }),
    );
  }

  override async down(): Promise<void> {
    this.add(this.schema().dropTable('users'));
  }
}
