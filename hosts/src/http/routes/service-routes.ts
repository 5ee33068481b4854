import { ok } from '@metagame/core';
import { service } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { HttpProblem } from '../http-problem.js';
import { openApiDocument, SERVICE_VERSION } from '../openapi-document.js';
import { handled, type RouteRow } from '../route-table.js';
import { metricsAccess } from '../metrics/metrics-access.js';

/** GET /, GET /health, GET /health/ready, GET /metrics, GET /openapi.json (built once and cached). */
export const SERVICE_ROUTES: readonly RouteRow[] = [
  handled(
    service.root,
    () => async () => ok({ name: 'Metagame API', version: SERVICE_VERSION, docs: '/openapi.json' }),
  ),
  handled(service.health, (resolve) => {
    const health = resolve(TOKENS.DatabaseHealth);
    return async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      const database = await health.check();
      if (!database.answers)
        throw new HttpProblem('DATABASE_UNAVAILABLE', 'Database is unreachable.', { 'Retry-After': '5' });
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        writes: database.acceptsWrites ? ('ok' as const) : ('unavailable' as const),
      });
    };
  }),
  handled(service.ready, (resolve) => {
    const serving = resolve(TOKENS.ServingState);
    return async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      if (!serving.ready) throw new HttpProblem('SERVICE_UNAVAILABLE', 'Shutting down; not taking new requests.');
      return ok({ status: 'ready' as const });
    };
  }),
  handled(service.metrics, (resolve) => {
    const metrics = resolve(TOKENS.HttpMetrics);
    const allowed = metricsAccess(resolve(TOKENS.Config).metrics);
    return async ({ req, res }) => {
      allowed(req.get('authorization'));
      const { contentType, text } = await metrics.scrape();
      res.set('Cache-Control', 'no-store').type(contentType).send(text);
      return ok(undefined);
    };
  }),
  handled(service.openapi, () => async ({ res }) => {
    res.json(openApiDocument());
    return ok(undefined);
  }),
];
