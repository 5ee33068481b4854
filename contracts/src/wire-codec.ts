import { z } from 'zod';

/**
 * A resource's one mapping between the wire and the domain, derived from its schemas: a wire key is
 * the snake_case of the domain's camelCase key (`game2_on_play` ↔ `game2OnPlay`), so the schema's own
 * key list is the field table, in the schema's order. Instants travel as ISO 8601 strings.
 */

/** `personal_deck_id` → `personalDeckId`. Wire keys are lower snake_case; a digit ends a word (`game2_on_play`). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export const camelCase = <S extends string>(key: S): CamelCase<S> =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;

/** The same values under camelCase keys (optional keys stay optional). */
export type CamelKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : never]: T[K] };

/**
 * A wire value as the domain holds it: a plain string may be an instant (a Date), sent as its ISO
 * string; a list may be read-only; a nested object is itself a domain object.
 */
type DomainValue<V> = V extends string
  ? string extends V
    ? V | Date
    : V
  : V extends readonly (infer E)[]
    ? readonly DomainValue<E>[]
    : V extends object
      ? DomainOf<V>
      : V;

/** What a read schema is presented from: every wire key's value under its camelCase key. */
export type DomainOf<T> = { [K in keyof T as K extends string ? CamelCase<K> : never]: DomainValue<T[K]> };

type AnyObject = z.ZodObject<z.ZodRawShape>;
type KeyOf<S extends AnyObject> = keyof S['shape'] & string;

type Encode = (value: unknown) => unknown;
const asIs: Encode = (value) => (value instanceof Date ? value.toISOString() : value);
/** Keys that may be written into generated code as they are (every wire and domain key is one). */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** How the schema's values leave: objects by their keys, lists item by item, null and absent as they are. */
function encoderOf(schema: z.ZodType): Encode {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    const inner = encoderOf(schema.unwrap() as z.ZodType);
    return inner === asIs ? asIs : (value) => (value === null || value === undefined ? value : inner(value));
  }
  if (schema instanceof z.ZodArray) {
    const item = encoderOf(schema.element as z.ZodType);
    return item === asIs ? asIs : (value) => (value as readonly unknown[]).map(item);
  }
  if (!(schema instanceof z.ZodObject)) return asIs;
  return objectEncoder(
    Object.entries(schema.shape as z.ZodRawShape).map(([key, field]) => ({
      key,
      field: camelCase(key),
      encode: encoderOf(field as z.ZodType),
    })),
  );
}

/**
 * An object's encoder, compiled once per schema into one object literal
 * (`{ set_code: e[1](v.setCode), … }`): filling an empty object key by key in a loop cost more than
 * ten times the literal on a search page of 175 cards of 30 fields each. The keys come from our own
 * schemas and are checked to be plain identifiers before they are written into the code.
 */
function objectEncoder(fields: readonly { key: string; field: string; encode: Encode }[]): Encode {
  for (const { key, field } of fields) {
    if (!PLAIN_KEY.test(key) || !PLAIN_KEY.test(field)) throw new Error(`wire codec: "${key}" is not a plain key`);
  }
  const body = fields.map(({ key, field }, i) => `${key}: e[${i}](v.${field})`).join(', ');
  const compile = new Function('e', `return (v) => ({ ${body} });`) as (encoders: readonly Encode[]) => Encode;
  return compile(fields.map((f) => f.encode));
}

/**
 * Domain → wire: exactly the read schema's keys, in its order, nested objects and lists of objects
 * too (the whitelist of what leaves the server: a domain field the schema does not name never does).
 */
export function wireEncoder<R extends AnyObject>(read: R): (domain: DomainOf<z.input<R>>) => z.input<R> {
  return encoderOf(read) as (domain: DomainOf<z.input<R>>) => z.input<R>;
}

/**
 * Wire → domain: a parsed body's values under camelCase keys (the top level only: nested write
 * payloads, a plan's card swaps, already read the same in both). A key left out of the body stays
 * out (an optional field's "not given"); `ignore` names keys the body may carry but the domain never
 * reads (a write's owner_id: writes always land in the caller's own data).
 */
export function wireDecoder<W extends AnyObject, const I extends KeyOf<W> = never>(
  write: W,
  ignore: readonly I[] = [],
): (wire: z.output<W>) => CamelKeys<Omit<z.output<W>, I>> {
  const pairs = Object.keys(write.shape)
    .filter((key) => !(ignore as readonly string[]).includes(key))
    .map((key) => [key, camelCase(key)] as const);
  return (wire) => {
    const from = wire as Record<string, unknown>;
    const domain: Record<string, unknown> = {};
    for (const [key, field] of pairs) if (from[key] !== undefined) domain[field] = from[key];
    return domain as CamelKeys<Omit<z.output<W>, I>>;
  };
}

/** A resource's codec: its write schema read into the domain, the domain presented as its read schema. */
export function wireCodec<R extends AnyObject, W extends AnyObject, const I extends KeyOf<W> = never>(schemas: {
  readonly read: R;
  readonly write: W;
  readonly ignore?: readonly I[];
}) {
  return { toWire: wireEncoder(schemas.read), fromWire: wireDecoder(schemas.write, schemas.ignore) };
}
