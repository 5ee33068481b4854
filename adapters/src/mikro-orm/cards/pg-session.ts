import type { BulkColumn, RawSession } from './raw-session.js';

interface PgClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg: a bulk insert is ONE statement whatever the row count, with one array parameter per column
 * (`INSERT … SELECT * FROM unnest($1::text[], …)`), which avoids the 65,535-parameter limit and
 * the per-row parse cost of multi-row VALUES.
 */
export class PgSession implements RawSession {
  readonly dialect = 'postgres' as const;

  constructor(private readonly client: PgClient) {}

  async exec(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.client.query(numbered(sql), [...params]);
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.client.query(numbered(sql), [...params])).rows as T[];
  }

  async insertRows(table: string, columns: readonly BulkColumn[], rows: readonly (readonly unknown[])[]): Promise<void> {
    if (rows.length === 0) return;
    const arrays = columns.map((_, i) => rows.map((row) => row[i]));
    const unnest = columns.map((c, i) => `$${i + 1}::${c.pgType}[]`).join(',');
    await this.client.query(`INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(',')}) SELECT * FROM unnest(${unnest}) ON CONFLICT DO NOTHING`, arrays);
  }
}

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
