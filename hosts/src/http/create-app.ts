import express, { type Express } from 'express';
import { RequestContext } from '@mikro-orm/core';
import type { Container } from 'inversify';
import type { RouteContract } from '@metagame/contracts';
import { TOKENS } from '../compose/tokens.js';
import { bodyParsers } from './body-parsers.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { mountRateLimits } from './rate-limits.js';
import { securityMiddleware } from './security-middleware.js';
import { requestLogger } from './request-logger.js';
import { RouteBinder } from './route-binder.js';
import { mountCardRoutes } from './routes/card-routes.js';
import { mountIdentityRoutes } from './routes/identity-routes.js';
import { mountServiceRoutes } from './routes/service-routes.js';
import { mountSignupRoutes } from './routes/signup-routes.js';
import { mountTrackerAnalyticsRoutes } from './routes/tracker-analytics-routes.js';
import { mountTrackerRoutes } from './routes/tracker-routes.js';

export const BODY_LIMIT = '1mb';

export interface HttpApp {
  readonly app: Express;
  /** The route contracts actually mounted (a test compares them with the OpenAPI document). */
  readonly mountedRoutes: readonly RouteContract[];
}

/** Builds the Express application over a composed container. */
export function createApp(container: Container): HttpApp {
  const logger = container.get(TOKENS.Logger);
  const orm = container.get(TOKENS.Orm);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', container.get(TOKENS.Config).trustProxy);
  app.use(requestLogger(logger));
  app.use(securityMiddleware(container.get(TOKENS.Config).signup.frontendBaseUrl));
  app.use(bodyParsers(BODY_LIMIT));
  // One EntityManager fork per request, so identity maps never leak between requests.
  app.use((_req, _res, next) => RequestContext.create(orm.em, next));
  mountRateLimits(app, container);

  const router = express.Router();
  const binder = new RouteBinder(router, container.get(TOKENS.AuthorizeRequest));
  mountServiceRoutes(binder, container);
  mountIdentityRoutes(binder, container);
  mountSignupRoutes(binder, container);
  mountTrackerRoutes(binder, container);
  mountTrackerAnalyticsRoutes(binder, container);
  mountCardRoutes(binder, container);
  app.use(router);
  app.use(methodNotAllowed(binder.mounted));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app, mountedRoutes: binder.mounted };
}
