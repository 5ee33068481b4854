import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './schema-arbitrary.js';

export type BodyEncoding = 'json' | 'form' | 'csv';
/** A request body as fetch accepts it. */
type Bytes = Buffer<ArrayBuffer>;

/**
 * One hostile string, written the way each body encoding carries it. `refused` is the status the
 * service must answer when the value cannot be stored as sent; without it any answer below 500 does.
 */
export interface HostileValue {
  readonly label: string;
  /** A JSON string literal, quotes included. */
  readonly json: Bytes;
  /** A form field value, percent-encoded where a client would encode it. */
  readonly form: Bytes;
  /** A CSV cell, quoted as RFC 4180 quotes it. */
  readonly csv: Bytes;
  readonly refused: Readonly<Partial<Record<BodyEncoding, number>>>;
}

const QUOTES = `O'Brien said "hi" \\ back\\slash \\" '); DROP TABLE users; -- \`x\``;
const literal = (s: string) => Buffer.from(JSON.stringify(s));
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3]);
const cell = (s: string) => Buffer.from(`"${s.replaceAll('"', '""')}"`);

export const HOSTILE_VALUES: readonly HostileValue[] = [
  {
    label: 'a NUL byte',
    json: Buffer.from('"nul\\u0000byte"'),
    form: Buffer.from('nul%00byte'),
    csv: cell('nul\u0000byte'),
    refused: { json: 422, form: 422, csv: 422 },
  },
  {
    label: 'a 100,000-character string',
    json: literal('x'.repeat(100_000)),
    form: Buffer.from('x'.repeat(100_000)),
    csv: cell('x'.repeat(100_000)),
    refused: {},
  },
  {
    label: 'quotes and backslashes',
    json: literal(QUOTES),
    form: Buffer.from(encodeURIComponent(QUOTES)),
    csv: cell(QUOTES),
    refused: {},
  },
  // A form cannot carry U+D800 as UTF-8; %ED%A0%80 is its WTF-8 form, which is invalid UTF-8 (so is it in a CSV body).
  {
    label: 'a lone surrogate',
    json: Buffer.from('"lone \\ud800 surrogate"'),
    form: Buffer.from('lone%20%ED%A0%80%20surrogate'),
    csv: Buffer.concat([Buffer.from('"lone '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(' surrogate"')]),
    refused: { json: 422, form: 400, csv: 400 },
  },
  {
    label: 'raw invalid UTF-8 bytes',
    json: Buffer.concat([Buffer.from('"bad '), INVALID_UTF8, Buffer.from('"')]),
    form: Buffer.concat([Buffer.from('bad%20'), INVALID_UTF8]),
    csv: Buffer.concat([Buffer.from('"bad '), INVALID_UTF8, Buffer.from('"')]),
    refused: { json: 400, form: 400, csv: 400 },
  },
  {
    label: 'percent-encoded invalid UTF-8',
    json: literal('%FF%FE'),
    form: Buffer.from('%FF%FE'),
    csv: cell('%FF%FE'),
    refused: { form: 400 },
  },
];

/** What valid requests need: ids of real resources (keyed by the path segment naming them) and an account. */
export interface ValidValues {
  readonly ids: Readonly<Record<string, string>>;
  /** An existing account's email (the login form's username). */
  readonly email: string;
  /** That account's and every caller's password; strong enough for a new account too. */
  readonly password: string;
}

/** One string field of one operation's body; `body` puts a value there, every other field valid. */
export interface BodyCase {
  readonly operationId: string;
  readonly method: string;
  readonly url: string;
  readonly field: string;
  readonly encoding: BodyEncoding;
  body(value: HostileValue): Bytes;
}

type Operation = { operationId: string; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

const MEDIA: Record<string, BodyEncoding> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'text/csv': 'csv',
};

/** The text cells of a match CSV import (a valid row otherwise): each gets the hostile value in turn. */
const CSV_COLUMNS = ['date', 'personal_deck', 'opponent_deck', 'on_play', 'opening_hand', 'event'] as const;
const CSV_TEXT_CELLS = ['personal_deck', 'opening_hand', 'event'] as const;
let emails = 0;

/** Every string field of every operation with a request body, as read from the published document. */
export function bodyCases(doc: OpenApi, valid: ValidValues): BodyCase[] {
  const cases: BodyCase[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const [media, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
        const encoding = MEDIA[media];
        if (!encoding) throw new Error(`${op.operationId}: no hostile encoding for ${media}`);
        if (encoding === 'csv') {
          for (const field of CSV_TEXT_CELLS) {
            const body = (value: HostileValue) => csvWith(valid, field, value.csv);
            cases.push({
              operationId: op.operationId,
              method: method.toUpperCase(),
              url: urlFor(path, valid.ids),
              field,
              encoding,
              body,
            });
          }
          continue;
        }
        const properties = resolve(schema, doc).properties ?? {};
        const base = () => validBody(properties, doc, valid);
        for (const [field, property] of Object.entries(properties)) {
          if (isString(property, doc)) {
            const body = (value: HostileValue) =>
              encoding === 'json' ? jsonWith(base(), field, value.json) : formWith(base(), field, value.form);
            cases.push({
              operationId: op.operationId,
              method: method.toUpperCase(),
              url: urlFor(path, valid.ids),
              field,
              encoding,
              body,
            });
            continue;
          }
          // A JSON object (a passkey's credential) or an array of objects (a batch of identifiers):
          // each string field of each shape they take.
          const nested = resolve(property, doc);
          const shapes =
            encoding !== 'json'
              ? []
              : nested.type === 'object' && nested.properties
                ? [nested]
                : itemShapes(property, doc);
          for (const item of shapes) {
            const itemProperties = item.properties ?? {};
            for (const [inner, innerProperty] of Object.entries(itemProperties)) {
              if (!isString(innerProperty, doc)) continue;
              const body = (value: HostileValue) => {
                const marker = `\u0001${field}.${inner}\u0001`;
                const withMarker = { ...validBody(itemProperties, doc, valid), [inner]: marker };
                return spliced({ ...base(), [field]: item === nested ? withMarker : [withMarker] }, marker, value.json);
              };
              cases.push({
                operationId: op.operationId,
                method: method.toUpperCase(),
                url: urlFor(path, valid.ids),
                field: item === nested ? `${field}.${inner}` : `${field}[0].${inner}`,
                encoding,
                body,
              });
            }
          }
        }
      }
    }
  }
  return cases;
}

/** A path with every `{param}` filled by the id of the resource its preceding segment names. */
export function urlFor(
  path: string,
  ids: Readonly<Record<string, string>>,
  override?: { param: string; value: string },
): string {
  return path.replace(
    /\/([^/]+)\/\{(\w+)\}/g,
    (_m, segment: string, param: string) =>
      `/${segment}/${param === override?.param ? override.value : (ids[segment] ?? randomUUID())}`,
  );
}

function resolve(schema: JsonSchema, doc: OpenApi): JsonSchema {
  return schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!] ?? {}, doc) : schema;
}

function isString(schema: JsonSchema, doc: OpenApi): boolean {
  const s = resolve(schema, doc);
  return s.type === 'string' || (s.anyOf ?? s.oneOf ?? []).some((option) => isString(option, doc));
}

function validBody(properties: Record<string, JsonSchema>, doc: OpenApi, valid: ValidValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = validValue(name, schema, doc, valid);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

function validValue(name: string, schema: JsonSchema, doc: OpenApi, valid: ValidValues): unknown {
  const s = resolve(schema, doc);
  const options = s.anyOf ?? s.oneOf;
  if (options) return validValue(name, options.find((o) => resolve(o, doc).type !== 'null') ?? options[0]!, doc, valid);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1;
  if (s.type === 'boolean') return false;
  if (s.type !== 'string') return undefined; // untyped fields (an ignored owner_id) are left out
  if (s.format === 'uuid')
    return (
      valid.ids[
        name.endsWith('personal_deck_id') ? 'personal-decks' : name === 'opponent_deck_id' ? 'meta-decks' : ''
      ] ?? randomUUID()
    );
  if (name === 'username') return valid.email;
  if (s.format === 'email') return `hostile-${++emails}-${Date.now()}@example.com`;
  if (s.format === 'date') return '2026-03-01';
  if (name.endsWith('password')) return valid.password;
  if (name === 'code') return '123456';
  return 'plain text';
}

/** A one-row match CSV naming valid decks, with `value` as the raw bytes of one cell. */
function csvWith(valid: ValidValues, field: string, value: Bytes): Bytes {
  const cells: Record<string, Bytes> = {
    date: Buffer.from('2026-03-01'),
    personal_deck: Buffer.from(valid.ids['personal-decks'] ?? randomUUID()),
    opponent_deck: Buffer.from(valid.ids['meta-decks'] ?? randomUUID()),
    on_play: Buffer.from('true'),
    opening_hand: Buffer.from('plain text'),
    event: Buffer.from(''),
    [field]: value,
  };
  const row = CSV_COLUMNS.flatMap((c, i) => (i ? [Buffer.from(','), cells[c]!] : [cells[c]!]));
  return Buffer.concat([Buffer.from(`${CSV_COLUMNS.join(',')}\r\n`), ...row, Buffer.from('\r\n')]);
}

function jsonWith(base: Record<string, unknown>, field: string, value: Bytes): Bytes {
  const marker = `\u0001${field}\u0001`;
  return spliced({ ...base, [field]: marker }, marker, value);
}

/** `body` as JSON with the string `marker` replaced by the raw JSON `value`. */
function spliced(body: Record<string, unknown>, marker: string, value: Bytes): Bytes {
  const [before, after] = JSON.stringify(body).split(JSON.stringify(marker));
  return Buffer.concat([Buffer.from(before!), value, Buffer.from(after!)]);
}

/** The object shapes an array property's items may take (one, or each option of a union). */
function itemShapes(schema: JsonSchema, doc: OpenApi): JsonSchema[] {
  const s = resolve(schema, doc);
  if (s.type !== 'array' || !s.items) return [];
  const items = resolve(s.items, doc);
  return (items.anyOf ?? items.oneOf ?? [items])
    .map((option) => resolve(option, doc))
    .filter((option) => option.properties);
}

function formWith(base: Record<string, unknown>, field: string, value: Bytes): Bytes {
  const parts = Object.entries({ ...base, [field]: '' }).map(([name, v]) =>
    name === field
      ? Buffer.concat([Buffer.from(`${name}=`), value])
      : Buffer.from(`${name}=${encodeURIComponent(String(v))}`),
  );
  return Buffer.concat(parts.flatMap((part, i) => (i ? [Buffer.from('&'), part] : [part])));
}
