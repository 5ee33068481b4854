import { PortableMigration } from './portable-migration.js';

/** Fixed-window request counters shared by every server process (the HTTP rate limits). */
export class M0006RateLimits extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('rate_limits', (t) => {
        t.string('key', 255).primary();
        t.bigInteger('window_start').notNullable();
        t.integer('hits').notNullable();
      }),
    );
  }

  override async down(): Promise<void> {
    this.add(this.schema().dropTable('rate_limits'));
  }
}
