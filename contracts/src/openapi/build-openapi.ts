import { z } from 'zod';
import { HTTPError, ValidationError } from '../common-schemas.js';
import { ERROR_CATALOGUE } from '../error-responses.js';
import { errorCodesOf } from './error-codes-of.js';
import type { RouteContract } from '../route-contract.js';

type Json = Record<string, unknown>;
const COMPONENT = (id: string) => `#/components/schemas/${id}`;
/**
 * Builds the OpenAPI 3.1 document from the route contracts: the same zod schemas that validate
 * requests. Every schema carrying an `id` (via `.meta({ id })`) becomes a component and is referenced.
 */
export function buildOpenApi(
  routes: readonly RouteContract[],
  info: { title: string; version: string; description: string },
): Json {
  // Touch the error schemas so they are registered even when no route names them directly.
  void HTTPError;
  void ValidationError;
  const components = z.toJSONSchema(z.globalRegistry, { uri: COMPONENT, io: 'input', unrepresentable: 'any' }).schemas;
  for (const schema of Object.values(components)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const paths: Record<string, Json> = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: components,
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
  if (route.description) op.description = route.description;
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  if (parameters.length) op.parameters = parameters;
  if (route.body) {
    const mediaType = { json: 'application/json', form: 'application/x-www-form-urlencoded', csv: 'text/csv' }[
      route.bodyEncoding ?? 'json'
    ];
    op.requestBody = { required: true, content: { [mediaType]: { schema: schemaRef(route.body) } } };
  }
  op.responses = responses(route);
  return op;
}

function responses(route: RouteContract): Json {
  const out: Json = {};
  const { success } = route;
  const mediaType = success.mediaType ?? 'application/json';
  out[String(success.status)] = success.schema
    ? { description: success.description, content: { [mediaType]: { schema: schemaRef(success.schema) } } }
    : { description: success.description };
  for (const [status, codes] of errorCodesOf(route)) {
    const description = [...new Set(codes.map((code) => ERROR_CATALOGUE[code].description))].join(' / ');
    const base = schemaRef(status === 422 ? ValidationError : HTTPError);
    // The body's schema, narrowed to the codes this route answers with this status.
    const schema = { allOf: [base, { type: 'object', required: ['code'], properties: { code: { enum: codes } } }] };
    out[String(status)] = { description, content: { 'application/json': { schema } } };
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
  const json = z.toJSONSchema(schema, { metadata: z.globalRegistry, io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  delete json.$defs;
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
}
