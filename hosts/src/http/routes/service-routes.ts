import type { Container } from 'inversify';
import { ok } from '@metagame/core';
import { service } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { HttpProblem } from '../http-problem.js';
import { openApiDocument, SERVICE_VERSION } from '../openapi-document.js';
import type { RouteBinder } from '../route-binder.js';

/** GET /, GET /health, GET /openapi.json (the document is built once and cached). */
export function mountServiceRoutes(bind: RouteBinder, container: Container): void {
  const health = container.get(TOKENS.DatabaseHealth);
  bind.bind(service.root, async () => ok({ name: 'Metagame API', version: SERVICE_VERSION, docs: '/openapi.json' }));
  bind.bind(service.health, async ({ res }) => {
    res.set('Cache-Control', 'no-store');
    if (!(await health.isHealthy())) throw new HttpProblem(503, 'Database is unreachable.', { 'Retry-After': '5' });
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
  bind.bind(service.openapi, async ({ res }) => {
    res.json(openApiDocument());
    return ok(undefined);
  });
}
