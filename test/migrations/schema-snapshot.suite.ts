import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { migratedSchema } from '../support/schema-snapshot.js';

/**
 * The schema every migration together gives a fresh database, compared with the one recorded in
 * `schema-snapshot.<kind>.json`. A migration is a record of its day and must not change; a new
 * migration changes the schema on purpose, and its author records the new one:
 *
 *     UPDATE_SCHEMA_SNAPSHOT=1 npx vitest run --config test/vitest.config.ts test/migrations/schema-snapshot
 *
 * then reviews the diff of the two JSON files with the migration.
 */
export function schemaSnapshotSuite(kind: DatabaseKind): void {
  const file = new URL(`./schema-snapshot.${kind}.json`, import.meta.url);

  it('gives a fresh database the recorded schema', async () => {
    const schema = await migratedSchema(kind);
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
    expect(schema).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
}
