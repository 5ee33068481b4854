import { PortableMigration } from './portable-migration.js';

/**
 * Tracker analytics and URL import. `deck_builder_slots` holds, per deck builder, the earliest time
 * (epoch ms, so both dialects compare plain integers) the next request may go out: the shared state
 * of the 1-request-per-second limit across every process on this database. The covering index lets
 * the matchup aggregate read only the index.
 */
export class M0005DeckImport extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('deck_builder_slots', (t) => {
        t.string('builder', 32).primary();
        t.bigInteger('next_allowed_at').notNullable();
      }),
    );
    this.add(
      this.schema().alterTable('matches', (t) => {
        t.index(['owner_id', 'opponent_deck_id', 'on_play', 'personal_deck_id', 'game1', 'game2', 'game3'], 'matches_owner_opponent_idx');
      }),
    );
  }

  override async down(): Promise<void> {
    this.add(this.schema().alterTable('matches', (t) => t.dropIndex([], 'matches_owner_opponent_idx')));
    this.add(this.schema().dropTable('deck_builder_slots'));
  }
}
