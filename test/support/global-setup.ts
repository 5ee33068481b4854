import { randomBytes } from 'node:crypto';
import { adminQuery } from './databases.js';
import { EmbeddedPostgresServer } from './embedded-postgres-server.js';

/**
 * Every run tests both databases, so the Postgres suites always get a server: TEST_DATABASE_URL when
 * set (CI passes one), else a throwaway server from the `embedded-postgres` binaries (about 0.6 s to
 * start, no Docker engine needed). Runs once in vitest's main process, before the worker processes
 * that inherit the variable.
 */
export async function setup(): Promise<() => Promise<void>> {
  // The run's migrated template (see createMigratedDatabase): named here, built by its first user.
  const template = `metagame_template_${randomBytes(6).toString('hex')}`;
  process.env.TEST_TEMPLATE_DATABASE = template;
  const dropTemplate = async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${template}_building WITH (FORCE)`);
  };
  if (process.env.TEST_DATABASE_URL) {
    console.log(`Postgres suites: TEST_DATABASE_URL on ${new URL(process.env.TEST_DATABASE_URL).host}`);
    return dropTemplate;
  }
  const started = Date.now();
  const server = await EmbeddedPostgresServer.start();
  console.log(
    `Postgres suites: embedded PostgreSQL on ${new URL(server.url).host}, ready in ${Date.now() - started} ms`,
  );
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
