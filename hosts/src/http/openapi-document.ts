import { ALL_ROUTES, buildOpenApi } from '@metagame/contracts';

export const SERVICE_VERSION = '1.0.0';

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document served at /openapi.json, generated from the route contracts. */
export function openApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApi(ALL_ROUTES, {
    title: 'Metagame API',
    version: SERVICE_VERSION,
    description: 'Card reference, identity and competitive tracking for Magic: The Gathering players and teams.',
  });
  return cached;
}
