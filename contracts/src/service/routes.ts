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

export const ReadinessStatus = z
  .object({ status: z.literal('ready') })
  .meta({ id: 'ReadinessStatus', description: 'The process takes new requests.' });

export const ready = defineRoute({
  operationId: 'getReadiness',
  method: 'get',
  path: '/health/ready',
  tag,
  summary: 'Whether a load balancer should send this process new requests',
  description:
    'Answers 503 from the moment the process is told to stop (SIGTERM or SIGINT); it keeps serving for the drain period (SHUTDOWN_DRAIN_SECONDS) so the load balancer stops sending first. It does not query the database: `/health` does.',
  access: 'anonymous',
  success: { status: 200, description: 'Serving', schema: ReadinessStatus },
  errors: [],
  hostErrors: ['SERVICE_UNAVAILABLE'],
});

export const metrics = defineRoute({
  operationId: 'getMetrics',
  method: 'get',
  path: '/metrics',
  tag,
  summary: 'Prometheus metrics (text exposition format)',
  description:
    'Request latency by route template and status class, rate-limit refusals, database pool use, the card import state and process metrics. Needs `Authorization: Bearer <METRICS_TOKEN>` when that setting is set; answers 404 when METRICS_ENABLED is false.',
  access: 'anonymous',
  success: { status: 200, description: 'The metrics, as `text/plain; version=0.0.4`' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
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

export const SERVICE_ROUTES = [root, health, ready, metrics, openapi];
