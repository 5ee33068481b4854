import { ALL_ROUTES, buildOpenApi } from '@metagame/contracts';

export const SERVICE_VERSION = '1.0.0';

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document served at /openapi.json, generated from the route contracts. */
export function openApiDocument(): Record<string, unknown> {
  cached ??= buildOpenApi(
    ALL_ROUTES,
    {
      title: 'Metagame API',
      version: SERVICE_VERSION,
      description: 'Card reference, identity and competitive tracking for Magic: The Gathering players and teams.',
      // The repository grants no licence; say so rather than leave the field out. Change it here
      // (an SPDX identifier such as `AGPL-3.0-or-later`) if the project ever adopts one.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the API lives at the root of whichever origin served this document.
    [{ url: '/', description: 'The server that published this document' }],
  );
  return cached;
}
