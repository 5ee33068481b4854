import { PortableMigration } from './portable-migration.js';

/**
 * Email verification records (spec 2.6): at most one per user, enforced by the unique index on
 * user_id, and gone with the user (ON DELETE CASCADE). Only the SHA-256 hex of the code is stored.
 */
export class M0002EmailVerification extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('email_verifications', (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable().unique({ indexName: 'email_verifications_user_id_unique' });
        t.foreign('user_id', 'email_verifications_user_id_foreign').references('id').inTable('users').onDelete('CASCADE');
        t.string('code_hash', 64).notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('last_sent_at', { useTz: true }).notNullable();
      }),
    );
  }

  override async down(): Promise<void> {
    this.add(this.schema().dropTable('email_verifications'));
  }
}
