import { createOrm, migrate as applyMigrations } from '@metagame/adapters';
import type { Config } from '../../compose/config.js';

/** Applies pending migrations to DATABASE_URL and reports what it did. */
export async function migrate(config: Config, out: NodeJS.WritableStream = process.stdout): Promise<void> {
  const orm = await createOrm(config.database, { poolSize: 1 });
  try {
    const applied = await applyMigrations(orm);
    out.write(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}\n` : 'Database is up to date.\n',
    );
  } finally {
    await orm.close(true);
  }
}
