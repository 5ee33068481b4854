import { existsSync } from 'node:fs';

/**
 * The Postgres suites need a server. CI and this machine pass one in TEST_DATABASE_URL; a developer
 * with a Docker engine and no TEST_DATABASE_URL gets a throwaway one from testcontainers instead.
 * With neither (or TEST_POSTGRES=off), the Postgres suites are skipped and say so in the report.
 * Runs once in vitest's main process, before the worker processes that inherit the variable start.
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES === 'off' || !dockerEngineReachable()) return undefined;
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine').start();
  process.env.TEST_DATABASE_URL = container.getConnectionUri();
  return async () => {
    await container.stop();
  };
}

/** A socket or DOCKER_HOST: enough to try; testcontainers reports a runtime that does not answer. */
function dockerEngineReachable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}
