import type { Router, Request, Response } from 'express';
import type { AuthorizeRequest, DomainError, Result, User } from '@metagame/core';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@metagame/contracts';
import { bearerToken } from './bearer-token.js';
import { ERROR_STATUS } from './error-status.js';
import { HttpProblem } from './http-problem.js';
import { validate } from './validate.js';

export interface HandlerContext<R> {
  readonly params: ParamsOf<R>;
  readonly query: QueryOf<R>;
  readonly body: BodyOf<R>;
  /** The authenticated caller; routes with `access: 'anonymous'` get null. */
  readonly user: R extends { access: 'anonymous' } ? null : R extends { acceptsRevokedTokens: true } ? null : User;
  /** The bearer token as presented (null when none). */
  readonly token: string | null;
  readonly req: Request;
  readonly res: Response;
}

/** A handler answers the success body, or a domain error the binder maps through ERROR_STATUS. */
export type Handler<R> = (ctx: HandlerContext<R>) => Promise<Result<ResponseOf<R>, DomainError>>;

const UNAUTHENTICATED = new HttpProblem(401, 'Not authenticated.', { 'WWW-Authenticate': 'Bearer' });

/** Routes that authenticate the token themselves still need one to be present. */
function requireToken(token: string | null): null {
  if (!token) throw UNAUTHENTICATED;
  return null;
}

/**
 * Mounts route contracts on an Express router: authenticates and authorises per the contract's
 * minimum role, validates params, query and body with the contract's schemas, runs the handler,
 * and sends the success body through the response schema (a whitelist of fields).
 */
export class RouteBinder {
  readonly mounted: RouteContract[] = [];

  constructor(
    private readonly router: Router,
    private readonly authorize: AuthorizeRequest,
  ) {}

  bind<R extends RouteContract>(route: R, handler: Handler<R>): void {
    this.mounted.push(route);
    const expressPath = route.path.replace(/\{(\w+)\}/g, ':$1');
    this.router[route.method](expressPath, async (req, res) => {
      const token = bearerToken(req.get('authorization'));
      const user = route.acceptsRevokedTokens ? requireToken(token) : await this.authenticate(route, token);
      const params = route.params ? validate(route.params, req.params, 'path') : {};
      const query = route.query ? validate(route.query, req.query, 'query') : {};
      const body = route.body ? validate(route.body, req.body, 'body') : undefined;
      const ctx = { params, query, body, user, token, req, res } as HandlerContext<R>;
      const result = await handler(ctx);
      if (!result.ok) throw new HttpProblem(ERROR_STATUS[result.error.code], result.error.message);
      if (res.headersSent) return;
      const payload = route.success.schema ? route.success.schema.parse(result.value) : undefined;
      res.status(route.success.status);
      if (payload === undefined) res.end();
      else res.json(payload);
    });
  }

  private async authenticate(route: RouteContract, token: string | null): Promise<User | null> {
    if (route.access === 'anonymous') return null;
    if (!token) throw UNAUTHENTICATED;
    const outcome = await this.authorize.execute({ accessToken: token, requiredRole: route.access });
    if (outcome.ok) return outcome.value;
    const headers: Record<string, string> = outcome.error.code === 'UNAUTHENTICATED' ? { 'WWW-Authenticate': 'Bearer' } : {};
    throw new HttpProblem(ERROR_STATUS[outcome.error.code], outcome.error.message, headers);
  }
}
