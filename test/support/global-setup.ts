import { existsSync } from 'node:fs';
import { EmbeddedPostgresServer } from './embedded-postgres-server.js';

interface PostgresServer {
  /** Where the server comes from, for the run's log. */
  readonly source: string;
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Every run tests both databases, so the Postgres suites always get a server, first found wins:
 * TEST_DATABASE_URL (CI passes one); a throwaway `postgres:16-alpine` from testcontainers when a Docker
 * engine is there; else a throwaway server from the `embedded-postgres` binaries (about 0.6 s to
 * start). Runs once in vitest's main process, before the worker processes that inherit the variable.
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`Postgres suites: TEST_DATABASE_URL on ${new URL(process.env.TEST_DATABASE_URL).host}`);
    return undefined;
  }
  const started = Date.now();
  const server = (dockerEngineReachable() ? await container() : undefined) ?? (await embedded());
  console.log(`Postgres suites: ${server.source} on ${new URL(server.url).host}, ready in ${Date.now() - started} ms`);
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}

/** A socket or DOCKER_HOST: enough to try. */
function dockerEngineReachable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/** A testcontainers server, or undefined (saying why) when the engine does not answer. */
async function container(): Promise<PostgresServer | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const started = await new PostgreSqlContainer('postgres:16-alpine').start();
    return {
      source: 'testcontainers postgres:16-alpine',
      url: started.getConnectionUri(),
      stop: async () => void (await started.stop()),
    };
  } catch (error) {
    console.warn(
      `Postgres suites: no container (${error instanceof Error ? error.message : String(error)}); using embedded PostgreSQL`,
    );
    return undefined;
  }
}

async function embedded(): Promise<PostgresServer> {
  const server = await EmbeddedPostgresServer.start();
  return { source: 'embedded PostgreSQL', url: server.url, stop: () => server.stop() };
}
