import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * The Postgres server tests use: the caller's, or the one `global-setup.ts` started for this run.
 * Unset only when a test runs without that setup, and then Postgres suites fail (see `describeOn`).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A database of its own for one test file (or one app), dropped by `drop()`. */
export interface IsolatedDatabase {
  readonly kind: DatabaseKind;
  readonly url: string;
  /** The Postgres database name (empty for SQLite). */
  readonly name: string;
  drop(): Promise<void>;
}

/**
 * SQLite: a private in-memory database. Postgres: a fresh database on the TEST_DATABASE_URL server,
 * so test files running in parallel never see each other's rows.
 */
export async function createIsolatedDatabase(kind: DatabaseKind): Promise<IsolatedDatabase> {
  if (kind === 'sqlite') return { kind, url: 'sqlite::memory:', name: '', drop: async () => {} };
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `metagame_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    name,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Like createIsolatedDatabase, with every migration applied. On PostgreSQL the database is a copy of
 * a template migrated once per run (CREATE DATABASE … TEMPLATE copies files: about a fifth of the
 * time of running the migrations into each test's database, which several hundred tests do). The
 * first caller of the run builds the template under an advisory lock; the run's teardown drops it.
 * A suite about migrations themselves takes createIsolatedDatabase and migrates it its own way.
 */
export async function createMigratedDatabase(kind: DatabaseKind): Promise<IsolatedDatabase> {
  if (kind === 'sqlite') return createIsolatedDatabase(kind);
  const template = await migratedTemplate();
  const name = `metagame_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // 55006: another session was connected to the template at that instant; none stays connected.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  return { kind, name, url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The run's migrated template database (TEST_TEMPLATE_DATABASE, named by the global setup), built on first use. */
let templateReady: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  templateReady ??= buildTemplate();
  return templateReady;
}

async function buildTemplate(): Promise<string> {
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (!name) throw new Error('TEST_TEMPLATE_DATABASE is not set (test/support/global-setup.ts names it)');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    // One builder per run: the others wait here, then find it built.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const built = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (built.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}_building`);
      const { createOrm, migrate, parseDatabaseUrl } = await import('@metagame/adapters');
      const orm = await createOrm(parseDatabaseUrl(databaseUrl(`${name}_building`))!);
      try {
        await migrate(orm);
      } finally {
        await orm.close(true);
      }
      // Renamed only once complete, so a run stopped half-way never leaves a half-migrated template.
      await client.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string): string => {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the TEST_DATABASE_URL server as its (super)user. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Takes a test database offline (refusing and dropping every connection) or brings it back. */
export async function setDatabaseOnline(name: string, online: boolean): Promise<void> {
  await adminQuery(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS ${online}`);
  if (!online) await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
}

/**
 * Makes a test database refuse writes (`default_transaction_read_only`, as on a hot standby) or
 * accept them again. A session keeps the default it started with, so the database's sessions are
 * ended and the app's pool opens new ones.
 */
export async function setDatabaseReadOnly(name: string, readOnly: boolean): Promise<void> {
  await adminQuery(`ALTER DATABASE ${name} SET default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
  // Waits (up to 5 s) until each session has ended, so the pool sees its connections close before the next request.
  await adminQuery(`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '${name}'`);
}
