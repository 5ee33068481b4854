import { ok } from '@metagame/core';
import { service } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { HttpProblem } from '../http-problem.js';
import { openApiDocument, SERVICE_VERSION } from '../openapi-document.js';
import { handled, type RouteRow } from '../route-table.js';

/** GET /, GET /health, GET /openapi.json (the document is built once and cached). */
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
  handled(service.openapi, () => async ({ res }) => {
    res.json(openApiDocument());
    return ok(undefined);
  }),
];
