import { z } from 'zod';
import { defineRoute } from '../route-contract.js';

const tag = 'service';

export const ServiceInfo = z
  .object({ name: z.string(), version: z.string(), docs: z.string() })
  .meta({ id: 'ServiceInfo', description: 'The service’s name and version, and the path of its API reference.' });
export const HealthStatus = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['ok', 'unreachable']),
    writes: z
      .enum(['ok', 'unavailable'])
      .describe('Whether the database accepts writes: `unavailable` when it is read-only (writes then answer 503).'),
  })
  .meta({ id: 'HealthStatus', description: 'Whether the database answers a query and accepts writes.' });

export const root = defineRoute({
  operationId: 'getServiceInfo',
  method: 'get',
  path: '/',
  tag,
  summary: 'Service name, version and where the API description is',
  access: 'anonymous',
  success: { status: 200, description: 'Service information', schema: ServiceInfo },
  errors: [],
});

export const health = defineRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tag,
  summary: 'Database connectivity, and whether the database accepts writes',
  access: 'anonymous',
  success: {
    status: 200,
    description: 'The database answered a query (`writes` says whether it accepts writes)',
    schema: HealthStatus,
  },
  errors: [],
  hostErrors: ['DATABASE_UNAVAILABLE'],
});

export const openapi = defineRoute({
  operationId: 'getOpenApi',
  method: 'get',
  path: '/openapi.json',
  tag,
  summary: 'This API description (OpenAPI 3.1)',
  access: 'anonymous',
  success: { status: 200, description: 'The OpenAPI document' },
  errors: [],
});

export const SERVICE_ROUTES = [root, health, openapi];
