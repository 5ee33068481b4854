import { z } from 'zod';
import { HTTPError, ValidationError } from '../common-schemas.js';
import { ERROR_CATALOGUE } from '../error-responses.js';
import { errorCodesOf } from './error-codes-of.js';
import type { RouteContract } from '../route-contract.js';
import { headersOf } from './headers-of.js';
import { RESPONSE_HEADERS } from './response-headers.js';
import { withoutSafeIntegerBounds } from './without-safe-integer-bounds.js';

type Json = Record<string, unknown>;
const COMPONENT = (id: string) => `#/components/schemas/${id}`;
const IF_NONE_MATCH: Json = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of a copy the client holds; while it is still current the answer is 304 with no body.',
  schema: { type: 'string' },
};

/**
 * Builds the OpenAPI 3.1 document from the route contracts: the same zod schemas that validate
 * requests. Every schema carrying an `id` (via `.meta({ id, description })`) becomes a component and is
 * referenced; the first of a body schema's `examples` is its request body's example. Responses name
 * their headers from `components.headers` (see headers-of.ts).
 */
export function buildOpenApi(
  routes: readonly RouteContract[],
  info: { title: string; version: string; description: string; license?: Json },
  servers: readonly Json[] = [],
): Json {
  // Touch the error schemas so they are registered even when no route names them directly.
  void HTTPError;
  void ValidationError;
  const components = z.toJSONSchema(z.globalRegistry, {
    uri: COMPONENT,
    io: 'input',
    unrepresentable: 'any',
    override: withoutSafeIntegerBounds,
  }).schemas;
  for (const schema of Object.values(components)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const paths: Record<string, Json> = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  return {
    openapi: '3.1.0',
    info,
    servers,
    paths,
    components: {
      schemas: components,
      headers: RESPONSE_HEADERS,
      securitySchemes: {
        OAuth2PasswordBearer: { type: 'oauth2', flows: { password: { tokenUrl: '/api/v1/auth/token', scopes: {} } } },
      },
    },
  };
}

function operation(route: RouteContract): Json {
  const op: Json = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    'x-minimum-role': route.access,
    security: route.access === 'anonymous' ? [] : [{ OAuth2PasswordBearer: [] }],
  };
  if (route.inTeam) op['x-minimum-team-role'] = route.team;
  // Only routes that name a scope take API tokens (docs/api-tokens.md); the rest refuse them.
  if (route.tokenScope) op['x-api-token-scope'] = route.tokenScope;
  if (route.description) op.description = route.description;
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  if (route.success.headers?.includes('ETag')) parameters.push(IF_NONE_MATCH);
  if (parameters.length) op.parameters = parameters;
  if (route.body) {
    const mediaType = { json: 'application/json', form: 'application/x-www-form-urlencoded', csv: 'text/csv' }[
      route.bodyEncoding ?? 'json'
    ];
    const example = (z.globalRegistry.get(route.body)?.examples as unknown[] | undefined)?.[0];
    const media =
      example === undefined ? { schema: schemaRef(route.body) } : { schema: schemaRef(route.body), example };
    op.requestBody = { required: true, content: { [mediaType]: media } };
  }
  op.responses = responses(route);
  return op;
}

function responses(route: RouteContract): Json {
  const out: Json = {};
  const { success } = route;
  const mediaType = success.mediaType ?? 'application/json';
  out[String(success.status)] = {
    description: success.description,
    headers: headersOf(route, success.status),
    ...(success.schema ? { content: { [mediaType]: { schema: schemaRef(success.schema) } } } : {}),
  };
  if (success.headers?.includes('ETag')) {
    out['304'] = {
      description: 'If-None-Match named the current ETag: nothing changed',
      headers: headersOf(route, 304),
    };
  }
  for (const [status, codes] of errorCodesOf(route)) {
    const description = [...new Set(codes.map((code) => ERROR_CATALOGUE[code].description))].join(' / ');
    const base = schemaRef(route.errorBodies?.[status] ?? (status === 422 ? ValidationError : HTTPError));
    // The body's schema, narrowed to the codes this route answers with this status.
    const schema = { allOf: [base, { type: 'object', required: ['code'], properties: { code: { enum: codes } } }] };
    out[String(status)] = {
      description,
      headers: headersOf(route, status),
      content: { 'application/json': { schema } },
    };
  }
  return out;
}

function parametersOf(schema: z.ZodObject<z.ZodRawShape> | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = toJson(schema);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (required.has(name) && property.default === undefined),
    schema: property,
  }));
}

function schemaRef(schema: z.ZodType): Json {
  const id = z.globalRegistry.get(schema)?.id;
  return id ? { $ref: COMPONENT(id) } : toJson(schema);
}

/** Converts an unnamed schema inline; named schemas nested inside it point at the components. */
function toJson(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    metadata: z.globalRegistry,
    io: 'input',
    unrepresentable: 'any',
    override: withoutSafeIntegerBounds,
  }) as Json;
  delete json.$schema;
  delete json.$defs;
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
}
