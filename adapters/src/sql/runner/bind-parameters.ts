import { isRaw, JsonProperty, type Platform } from '@mikro-orm/core';
import type { Dialect } from './dialect.js';

/** A statement whose values travel beside its text, never inside it. */
export interface BoundStatement {
  readonly sql: string;
  readonly values: unknown[];
}

/**
 * Turns SQL written with `?` placeholders (ours and MikroORM's) into a statement for the driver:
 * `?` stays `?` on SQLite and becomes `$1, $2, …` on PostgreSQL, and every value goes to `values`.
 * The placeholder grammar is MikroORM's own (`Platform.formatQuery`): `\?` is a literal question
 * mark, `??` an identifier (ORM-generated, quoted into the text), an array fills one `?` with a
 * comma-separated list, a raw fragment is spliced in with its own values bound. Values become what
 * the driver binds: SQLite has no boolean or date type (MikroORM stores 0/1 and epoch
 * milliseconds), and JSON objects travel as text.
 */
export function bindParameters(
  sql: string,
  params: readonly unknown[],
  dialect: Dialect,
  platform: Platform,
): BoundStatement {
  const values: unknown[] = [];
  if (params.length === 0) return { sql, values };
  const placeholder = (value: unknown): string => {
    values.push(toDriverValue(value, dialect, platform));
    return dialect === 'postgresql' ? `$${values.length}` : '?';
  };
  const fill = (text: string, args: readonly unknown[]): string => {
    let out = '';
    let next = 0;
    let from = 0;
    for (let at = text.indexOf('?'); at !== -1; at = text.indexOf('?', from)) {
      if (at > 0 && text[at - 1] === '\\') {
        out += `${text.slice(from, at - 1)}?`;
        from = at + 1;
        continue;
      }
      out += text.slice(from, at);
      if (text[at + 1] === '?') {
        out += platform.quoteIdentifier(String(args[next++]));
        from = at + 2;
        continue;
      }
      out += valueSql(args[next++]);
      from = at + 1;
    }
    return out + text.slice(from);
  };
  const valueSql = (value: unknown): string => {
    if (isRaw(value)) return fill(value.sql, value.params);
    if (Array.isArray(value) && !isJson(value)) return value.map(valueSql).join(', ');
    return placeholder(value);
  };
  return { sql: fill(sql, params), values };
}

/** MikroORM tags JSON values (arrays included) that must travel as one JSON text. */
const isJson = (value: object): boolean => JsonProperty in value;

function toDriverValue(value: unknown, dialect: Dialect, platform: Platform): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  if (value instanceof Date) return dialect === 'sqlite' ? value.getTime() : formatDate(platform, value);
  if (typeof value === 'bigint') return dialect === 'sqlite' ? value : value.toString();
  if (ArrayBuffer.isView(value)) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** PostgreSQL's platform writes dates in the form its columns parse back exactly (microseconds, offset). */
function formatDate(platform: Platform, date: Date): string | Date {
  const withFormat = platform as Platform & { formatDate?: (date: Date) => string };
  return withFormat.formatDate ? withFormat.formatDate(date) : date;
}
