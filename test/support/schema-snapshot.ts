import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { createOrm, migrate, parseDatabaseUrl } from '@metagame/adapters';
import { createIsolatedDatabase, type DatabaseKind } from './databases.js';

/** A table as the database describes it, every list sorted so that only the schema can move it. */
export interface TableShape {
  readonly kind: string;
  readonly columns: readonly Record<string, unknown>[];
  readonly indexes: readonly Record<string, unknown>[];
  readonly constraints: readonly Record<string, unknown>[];
  /** Present on a table with triggers: each one's name and definition. */
  readonly triggers?: readonly Record<string, unknown>[];
}

/** A stored function (PostgreSQL), under the key `function <name>`. */
export interface RoutineShape {
  readonly kind: 'function';
  readonly definition: string;
}

export type SchemaSnapshot = Readonly<Record<string, TableShape | RoutineShape>>;

/**
 * The schema a fresh database of `kind` has after every migration, read back from the database's
 * own catalogue (not from the code that made it): tables, columns (type, nullability, default),
 * indexes (columns or expression, uniqueness, partial predicate), constraints (primary, foreign,
 * unique, check), triggers and, on PostgreSQL, the functions they run. The catalogue is read with the bare driver, so the snapshot does not depend on
 * the persistence code it checks.
 */
export async function migratedSchema(kind: DatabaseKind): Promise<SchemaSnapshot> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'metagame-schema-'));
    const file = join(dir, 'app.db');
    try {
      await migrateFresh(`sqlite:${file}`);
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        return sqliteSchema(db);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const database = await createIsolatedDatabase(kind);
  try {
    await migrateFresh(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await postgresSchema(client);
    } finally {
      await client.end();
    }
  } finally {
    await database.drop();
  }
}

async function migrateFresh(url: string): Promise<void> {
  const orm = await createOrm(parseDatabaseUrl(url)!);
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
}

/** Whitespace as it does not matter to SQL: runs collapsed, none inside parentheses or before commas. */
const normalise = (sql: string): string =>
  sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').replace(/ ,/g, ',').trim();

const byName = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.sort((a, b) => String(a.name).localeCompare(String(b.name)));

function sqliteSchema(db: DatabaseSync): SchemaSnapshot {
  const all = (sql: string, ...params: string[]) => db.prepare(sql).all(...params) as Record<string, unknown>[];
  const tables = all(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  ) as { name: string; sql: string }[];
  const schema: Record<string, TableShape | RoutineShape> = {};
  for (const { name, sql } of tables) {
    const virtual = /^create virtual table/i.test(sql);
    const columns = all('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid', name);
    const indexes = byName(
      all('SELECT name, "unique", origin, partial FROM pragma_index_list(?)', name).map(
        (index): Record<string, unknown> => {
          const [definition] = all(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?",
            String(index.name),
          );
          const keys = all('SELECT name FROM pragma_index_info(?) ORDER BY seqno', String(index.name));
          return {
            ...index,
            columns: keys.map((k) => k.name ?? '<expression>'),
            sql: definition?.sql ? normalise(String(definition.sql)) : null,
          };
        },
      ),
    );
    const foreign = all(
      'SELECT "table", "from", "to", on_update, on_delete, seq FROM pragma_foreign_key_list(?) ORDER BY id, seq',
      name,
    ).map((fk) => ({ type: 'foreign', ...fk }));
    const checks = [...normalise(sql).matchAll(/\bcheck\s*\(([^)]*)\)/gi)].map((m) => ({ type: 'check', sql: m[1] }));
    const triggers = all(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? ORDER BY name",
      name,
    );
    schema[name] = {
      ...(triggers.length > 0 && { triggers: triggers.map((t) => ({ name: t.name, sql: normalise(String(t.sql)) })) }),
      kind: virtual
        ? `virtual: ${normalise(sql)}`
        : /\) without rowid$/i.test(normalise(sql))
          ? 'without rowid'
          : 'table',
      columns,
      indexes,
      constraints: [...foreign, ...checks],
    };
  }
  return schema;
}

async function postgresSchema(client: pg.Client): Promise<SchemaSnapshot> {
  const all = async (sql: string, params: unknown[] = []) =>
    (await client.query<Record<string, unknown>>(sql, params)).rows;
  const tables = await all(
    `SELECT c.relname AS name, c.relpersistence AS persistence, c.reloptions AS options
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const schema: Record<string, TableShape | RoutineShape> = {};
  for (const table of tables) {
    const name = String(table.name);
    const columns = await all(
      `SELECT column_name AS name, data_type AS type, character_maximum_length AS length, is_nullable AS nullable,
              column_default AS "default", is_identity AS identity
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
      [name],
    );
    const indexes = await all(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition, x.indisunique AS "unique",
              x.indisprimary AS "primary", pg_get_expr(x.indpred, x.indrelid) AS predicate
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = $1::regclass ORDER BY i.relname`,
      [name],
    );
    const constraints = await all(
      // PostgreSQL 18 also lists each NOT NULL as a constraint ('n'); older servers do not, and the
      // columns' nullability already says it: left out, so every supported version reads the same.
      `SELECT conname AS name, contype AS type, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE conrelid = $1::regclass AND contype <> 'n' ORDER BY conname`,
      [name],
    );
    const triggers = await all(
      `SELECT tgname AS name, pg_get_triggerdef(oid) AS definition
         FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY tgname`,
      [name],
    );
    schema[name] = {
      ...(triggers.length > 0 && { triggers }),
      kind: `${table.persistence === 'u' ? 'unlogged ' : ''}table${table.options ? ` ${JSON.stringify(table.options)}` : ''}`,
      columns,
      indexes,
      constraints,
    };
  }
  // Functions that belong to an extension (pg_trgm's) are the extension's, not the migrations'.
  const routines = await all(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname`,
  );
  for (const { name, definition } of routines)
    schema[`function ${String(name)}`] = { kind: 'function', definition: normalise(String(definition)) };
  return schema;
}
