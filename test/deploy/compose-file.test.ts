import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const COMPOSE = fileURLToPath(new URL('../../compose.yaml', import.meta.url));
/** The Compose Specification's JSON schema, as dclint ships it (a copy of the compose-spec project's). */
const SCHEMA = join(
  dirname(createRequire(import.meta.url).resolve('dclint/package.json')),
  'schemas/compose.schema.json',
);

/** Validates a parsed compose file against the Compose Specification; the errors, none when valid. */
function composeErrors(document: unknown): ErrorObject[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as { $schema?: string };
  // The file names draft-07 by an https address; Ajv knows the draft by its canonical id.
  const validate = ajv.compile({ ...schema, $schema: 'http://json-schema.org/draft-07/schema#' });
  return validate(document) ? [] : (validate.errors ?? []);
}

interface ComposeService {
  readonly image?: string;
  readonly command?: string[];
  readonly depends_on?: Record<string, { condition: string }>;
  readonly [key: string]: unknown;
}

/** compose.yaml as Compose reads it: YAML with its merge keys (`<<: *app`) applied. */
const compose = () =>
  parse(readFileSync(COMPOSE, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    expect(composeErrors(compose())).toEqual([]);
  });

  it('would be refused with a misspelt service key (the schema check fires)', () => {
    const broken = compose();
    const { depends_on, ...serve } = broken.services.serve!;
    broken.services.serve = { ...serve, depend_on: depends_on };
    expect(composeErrors(broken).map((error) => error.params)).toContainEqual({ additionalProperty: 'depend_on' });
  });

  it('runs PostgreSQL 15 or newer, a one-shot migrate before serve and the daily import', () => {
    const { db, migrate, serve, import: daily } = compose().services;
    expect(Number(/^postgres:(\d+)/.exec(db?.image ?? '')?.[1])).toBeGreaterThanOrEqual(15);
    expect(migrate?.command).toEqual(['migrate']);
    expect(serve?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(daily?.command?.join(' ')).toContain('import --source AllPricesToday');
  });
});
