import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

/** Runs one statement on a DATABASE_URL (SQLite file or PostgreSQL) and returns its rows. */
export async function databaseQuery(url: string, sql: string): Promise<Record<string, unknown>[]> {
  if (url.startsWith('sqlite:')) {
    const db = new DatabaseSync(url.slice('sqlite:'.length));
    try {
      const statement = db.prepare(sql);
      return /^\s*select/i.test(sql) ? (statement.all() as Record<string, unknown>[]) : (statement.run(), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
