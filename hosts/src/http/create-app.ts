import express, { type Express } from 'express';
import { RequestContext } from '@mikro-orm/core';
import { Container } from 'inversify';
import { archetypes, archetypeSchemas, type RouteContract } from '@metagame/contracts';
import { TeamGate } from '@metagame/core';
import { AuthorizeRequest } from '@metagame/core/identity/use-cases/authorize-request';
import { GetImportStatus } from '@metagame/core/card-data/use-cases/get-import-status';
import { logContext } from '../compose/log-context.js';
import { TOKENS } from '../compose/tokens.js';
import { bodyParsers, largeJsonBody } from './body-parsers.js';
import { compressResponses } from './compress-responses.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { apiDocs } from './pages/api-docs.js';
import { webApp } from './pages/web-app.js';
import { publicRouteTest } from './public-routes.js';
import { RateLimiter } from './rate-limit.js';
import { securityMiddleware } from './security-middleware.js';
import { requestLogger } from './request-logger.js';
import { requestId, requestIdOf } from './request-id.js';
import { HttpMetrics } from './metrics/http-metrics.js';
import { recordMetrics } from './metrics/record-metrics.js';
import { ServingState } from './serving-state.js';
import { RouteBinder } from './route-binder.js';
import type { Resolve } from './route-table.js';
import { CARD_ROUTES } from './routes/card-routes.js';
import { TEAMS_ROUTES } from './routes/teams-routes.js';
import { METAGAME_ROUTES } from './routes/metagame-routes.js';
import { METAGAME_ARCHETYPE_ROUTES } from './routes/metagame-archetype-routes.js';
import { METAGAME_READ_ROUTES } from './routes/metagame-reads-routes.js';
import { WEBHOOK_ROUTES } from './routes/webhook-routes.js';
import { IDENTITY_ROUTES } from './routes/identity-routes.js';
import { SERVICE_ROUTES } from './routes/service-routes.js';
import { SESSION_ROUTES } from './routes/session-routes.js';
import { API_TOKEN_ROUTES } from './routes/api-token-routes.js';
import { SIGNUP_ROUTES } from './routes/signup-routes.js';
import { RECOVERY_ROUTES } from './routes/recovery-routes.js';
import { TOTP_ROUTES } from './routes/totp-routes.js';
import { PASSKEY_ROUTES } from './routes/passkey-routes.js';
import { OIDC_ROUTES } from './routes/oidc-routes.js';
import { TRACKER_ANALYTICS_ROUTES } from './routes/tracker-analytics-routes.js';
import { EVENT_PREP_ROUTES } from './routes/event-prep-routes.js';
import { TRACKER_ROUTES } from './routes/tracker-routes.js';

/** Every route table, mounted in this order. */
const ROUTE_TABLES = [
  SERVICE_ROUTES,
  IDENTITY_ROUTES,
  SESSION_ROUTES,
  API_TOKEN_ROUTES,
  SIGNUP_ROUTES,
  RECOVERY_ROUTES,
  TOTP_ROUTES,
  PASSKEY_ROUTES,
  OIDC_ROUTES,
  TRACKER_ROUTES,
  TRACKER_ANALYTICS_ROUTES,
  EVENT_PREP_ROUTES,
  CARD_ROUTES,
  TEAMS_ROUTES,
  METAGAME_ROUTES,
  METAGAME_ARCHETYPE_ROUTES,
  METAGAME_READ_ROUTES,
  WEBHOOK_ROUTES,
];

export const BODY_LIMIT = '1mb';
const { DEFINITIONS_MAX_BYTES } = archetypeSchemas;

export interface HttpApp {
  readonly app: Express;
  /** The route contracts actually mounted (a test compares them with the OpenAPI document). */
  readonly mountedRoutes: readonly RouteContract[];
  /** Readiness: `serve` begins the drain on SIGTERM (GET /health/ready then answers 503). */
  readonly serving: ServingState;
  readonly metrics: HttpMetrics;
}

/**
 * Builds the Express application over a composed container. Its metrics registry and readiness
 * belong to this app alone (a child container binds them), so several apps can share a process.
 */
export function createApp(runtimeContainer: Container): HttpApp {
  const container = new Container({ parent: runtimeContainer });
  const logger = container.get(TOKENS.Logger);
  const orm = container.get(TOKENS.Orm);
  const config = container.get(TOKENS.Config);
  const metrics = new HttpMetrics({
    enabled: config.metrics.enabled,
    poolUse: orm.dialect === 'postgresql' ? () => orm.poolUse() : null,
    importStatus: () => container.get(GetImportStatus).execute(),
    logger,
  });
  const serving = new ServingState();
  container.bind(TOKENS.HttpMetrics).toConstantValue(metrics);
  container.bind(TOKENS.ServingState).toConstantValue(serving);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', config.trustProxy);
  app.use(requestId());
  // Switched off, requests are not timed either: METRICS_ENABLED=false costs nothing per request.
  if (config.metrics.enabled) app.use(recordMetrics(metrics));
  app.use(requestLogger(logger));
  const publicRoutes = publicRouteTest(ROUTE_TABLES.flat().map((row) => row.contract));
  app.use(securityMiddleware(config.signup.frontendBaseUrl, publicRoutes));
  app.use(compressResponses());
  // The two HTML surfaces, static and outside the API's route table (no body, no database).
  app.use('/docs', apiDocs());
  app.use('/app', webApp());
  app.use(archetypes.importDefinitions.path, largeJsonBody(DEFINITIONS_MAX_BYTES));
  app.use(bodyParsers(BODY_LIMIT, config.csvImport.maxBytes));
  // One EntityManager fork per request, so identity maps never leak between requests. Body parsing
  // resumed on the socket's events, outside the log context requestId() entered: enter it again.
  app.use((_req, res, next) =>
    logContext.run({ requestId: requestIdOf(res) }, () => RequestContext.create(orm.em, next)),
  );

  const limiter = config.rateLimitEnabled
    ? new RateLimiter(
        container.get(TOKENS.RateLimitStore),
        container.get(TOKENS.LoginClientStore),
        container.get(TOKENS.Clock),
        logger,
        config.rateLimits,
        metrics.rateLimitRefused,
      )
    : null;
  const router = express.Router();
  const resolve: Resolve = (id) => container.get(id);
  const binder = new RouteBinder(router, container.get(AuthorizeRequest), resolve, limiter, container.get(TeamGate));
  for (const table of ROUTE_TABLES) binder.mount(table);
  app.use(router);
  app.use(methodNotAllowed(binder.mounted));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app, mountedRoutes: binder.mounted, serving, metrics };
}
