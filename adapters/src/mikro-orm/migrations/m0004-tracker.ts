import { PortableMigration } from './portable-migration.js';

type Table = Parameters<Parameters<ReturnType<PortableMigration['schema']>['createTable']>[1]>[0];

const ownedBy = (t: Table) => t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
const createdAt = (t: Table) => t.timestamp('created_at', { useTz: true }).notNullable();

/**
 * The tracker (spec 2.7). Every owned table has owner_id → users ON DELETE CASCADE, so deleting an
 * account removes all of its tracker data. List indexes lead with owner_id and follow each list's
 * order (newest first reads them backwards), which keeps paginated reads of 10,000 rows fast.
 * card_tests.personal_deck_id is nullable for legacy rows that predate it (README, "Tracker").
 */
export class M0004Tracker extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('personal_decks', (t) => {
        t.uuid('id').primary();
        ownedBy(t);
        t.string('name', 200).notNullable();
        t.timestamp('archived_at', { useTz: true }).nullable();
        createdAt(t);
        t.index(['owner_id', 'created_at'], 'personal_decks_owner_idx');
      }),
    );
    this.add(
      this.schema().createTable('user_settings', (t) => {
        t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
        t.boolean('data_shared').notNullable().defaultTo(false);
        t.uuid('active_personal_deck_id').nullable().references('id').inTable('personal_decks').onDelete('SET NULL');
        t.index(['data_shared'], 'user_settings_shared_idx');
      }),
    );
    this.add(
      this.schema().createTable('decklist_versions', (t) => {
        t.uuid('id').primary();
        ownedBy(t);
        t.uuid('personal_deck_id').notNullable().references('id').inTable('personal_decks').onDelete('CASCADE');
        t.integer('version').notNullable();
        t.text('content').notNullable();
        t.string('source', 32).notNullable();
        createdAt(t);
        t.unique(['personal_deck_id', 'version'], { indexName: 'decklist_versions_deck_version_unique' });
      }),
    );
    this.add(
      this.schema().createTable('meta_decks', (t) => {
        t.uuid('id').primary();
        ownedBy(t);
        t.string('name', 200).notNullable();
        t.decimal('tier', 2, 1).notNullable();
        t.string('category', 16).notNullable();
        t.text('decklist_notes').notNullable();
        t.integer('top8').notNullable();
        t.integer('presence').notNullable();
        t.string('expected', 16).notNullable();
        t.text('tests_status').notNullable();
        t.timestamp('archived_at', { useTz: true }).nullable();
        createdAt(t);
        t.index(['owner_id', 'created_at'], 'meta_decks_owner_idx');
      }),
    );
    this.add(
      this.schema().createTable('matches', (t) => {
        t.uuid('id').primary();
        ownedBy(t);
        t.date('match_date').notNullable();
        t.uuid('personal_deck_id').notNullable().references('id').inTable('personal_decks').onDelete('CASCADE');
        t.uuid('opponent_deck_id').notNullable().references('id').inTable('meta_decks').onDelete('CASCADE');
        t.boolean('on_play').notNullable();
        for (const game of ['game1', 'game2', 'game3']) t.string(game, 8).nullable();
        for (const note of ['opening_hand', 'turning_point', 'final_turn']) t.text(note).notNullable();
        createdAt(t);
        t.index(['owner_id', 'match_date', 'created_at', 'id'], 'matches_owner_date_idx');
        t.index(['owner_id', 'personal_deck_id'], 'matches_owner_deck_idx');
      }),
    );
    this.add(
      this.schema().createTable('card_tests', (t) => {
        t.uuid('id').primary();
        ownedBy(t);
        t.string('tester', 200).notNullable();
        t.string('card_name', 200).notNullable();
        t.uuid('personal_deck_id').nullable().references('id').inTable('personal_decks').onDelete('CASCADE');
        t.uuid('opponent_deck_id').nullable().references('id').inTable('meta_decks').onDelete('CASCADE');
        t.integer('rating').notNullable();
        t.text('notes').nullable();
        createdAt(t);
        t.index(['owner_id', 'created_at', 'id', 'personal_deck_id'], 'card_tests_owner_created_idx');
        t.index(['owner_id', 'personal_deck_id', 'created_at', 'id'], 'card_tests_owner_deck_idx');
      }),
    );
  }

  override async down(): Promise<void> {
    for (const table of ['card_tests', 'matches', 'meta_decks', 'decklist_versions', 'user_settings', 'personal_decks']) {
      this.add(this.schema().dropTableIfExists(table));
    }
  }
}
