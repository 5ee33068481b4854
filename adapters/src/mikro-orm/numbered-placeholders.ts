/** `?` placeholders (SQLite, knex) as PostgreSQL's `$1, $2, …` for statements sent to pg directly. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
