import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
};

/** Strings that have broken services before: SQL and JSON meta-characters, unicode edge cases, huge. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '%',
    '\\',
    '\u0000',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 🂡',
    'ｆｕｌｌｗｉｄｔｈ',
    'e\u0301',
    '../../etc/passwd',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '',
    ' ',
    'null',
    'NaN',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53, -(2 ** 63), 1e308, 0.1, [], {}, [null], { $gt: '' }),
  fc.double(),
  fc.integer(),
);

/** Builds values for a JSON Schema: mostly valid-looking, sometimes hostile (the fuzz "mutations"). */
export function arbitraryFor(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validish(schema, components, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function validish(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(components[schema.$ref.split('/').pop()!] ?? {}, components, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => arbitraryFor(s, components, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, components, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, components, depth);
    default:
      return hostileValue;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      if (schema.pattern) return patterned(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
  }
}

/** Strings matching a pattern; lookaheads (the password rule) fall back to near-misses around a match. */
function patterned(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length < 2000);
  } catch {
    return fc.oneof(
      fc.constant('Fuzz-Password-123!'),
      fc.string({ minLength: 8, maxLength: 20 }).map((s) => `Aa1!${s}`),
      fc.string({ maxLength: 20 }),
    );
  }
}

function objectFor(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    record[name] = arbitraryFor(property, components, depth + 1);
  const base = fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  // Mutation: an unknown field now and then.
  return fc
    .tuple(
      base,
      fc.option(
        fc.tuple(
          hostileString.filter((k) => k.length < 30),
          hostileValue,
        ),
      ),
    )
    .map(([value, extra]) =>
      extra && typeof value === 'object' && value ? { ...value, [extra[0]]: extra[1] } : value,
    );
}
