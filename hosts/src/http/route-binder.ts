import type { Request, Response, Router } from 'express';
import type { DomainError } from '@metagame/core';
import { ERROR_RESPONSES, paginationOf, teamVariantOf, type RouteContract } from '@metagame/contracts';
import { looksLikeApiToken, type TeamGate } from '@metagame/core';
import type { AuthorizeRequest, AuthorizeRequestOutput } from '@metagame/core/identity/use-cases/authorize-request';
import { bearerToken } from './bearer-token.js';
import { sendCacheable } from './conditional-get.js';
import { HttpProblem } from './http-problem.js';
import type { RateLimiter } from './rate-limit.js';
import type { ProblemBody, RequestOf, Resolve, RouteRow } from './route-table.js';
import { validate } from './validate.js';
import { personalWorkspace, teamRole, teamWorkspace, type Workspace } from './workspace.js';

const UNAUTHENTICATED = new HttpProblem('UNAUTHENTICATED', 'Not authenticated.', { 'WWW-Authenticate': 'Bearer' });

const INSUFFICIENT = new HttpProblem('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');

/**
 * Routes that authenticate the token themselves (logout) still need one to be present; they take
 * session tokens only, so an API token there is refused as on every route that declares no scope.
 */
function requireToken(token: string | null): null {
  if (!token) throw UNAUTHENTICATED;
  if (looksLikeApiToken(token)) throw INSUFFICIENT;
  return null;
}

/**
 * Mounts route tables on an Express router. Per request: authenticate and authorise per the
 * contract's minimum role, count the contract's rate limits, validate params, query and body with
 * its schemas, run the row's handler (built once, at mount), and answer its body, or its domain
 * error with the status ERROR_RESPONSES gives the code.
 */
export class RouteBinder {
  readonly mounted: RouteContract[] = [];

  constructor(
    private readonly router: Router,
    private readonly authorize: AuthorizeRequest,
    private readonly resolve: Resolve,
    private readonly limiter: RateLimiter | null,
    /** Checks the caller's role on the team variants of the tracker routes; null mounts none (a host without teams). */
    private readonly teams: TeamGate | null = null,
  ) {}

  /** Mounts each row; a row whose contract names a team role is also mounted as its team variant. */
  mount(rows: readonly RouteRow[]): void {
    for (const row of rows) {
      this.mountRow(row, row.contract);
      if (row.contract.team && this.teams) this.mountRow(row, teamVariantOf(row.contract));
    }
  }

  private mountRow(row: RouteRow, route: RouteContract): void {
    if (paginationOf(route) && !row.paginated)
      throw new Error(`${route.method.toUpperCase()} ${route.path} pages its list but sends no page headers`);
    const handle = row.handler(this.resolve);
    this.mounted.push(route);
    const limits = this.limiter ? route.rateLimits : undefined;
    this.router[route.method](route.path.replace(/\{(\w+)\}/g, ':$1'), async (req, res) => {
      const token = bearerToken(req.get('authorization'));
      const caller = route.acceptsRevokedTokens ? requireToken(token) : await this.authenticate(route, token, req);
      if (caller?.apiToken && this.limiter) await this.limiter.guardApiToken(caller.apiToken.id, res);
      // Every request counts against a request limit, malformed ones too; a failure limit counts
      // only well-formed attempts (a malformed login form is a 422 before any counter runs).
      if (limits?.counts === 'requests') await this.limiter!.guard(limits, req, res, req.body);
      const params = route.params ? validate(route.params, req.params, 'path') : {};
      // A team is checked before the rest of the request is read: an outsider learns nothing from it.
      const role = route.inTeam
        ? await teamRole(this.teams!, (params as { team_id: string }).team_id, caller!.user, route.team!)
        : null;
      const query = route.query ? validate(route.query, req.query, 'query') : {};
      const body = route.body ? validate(route.body, req.body, 'body') : undefined;
      const workspace = await this.workspaceOf(caller, params, role, body);
      const attempt = limits?.counts === 'failures' ? await this.limiter!.guard(limits, req, res, body) : null;
      // A plain value, read eagerly: a lazy getter on this per-request object cost GET /auth/me ~25%
      // more server CPU (bench/sessions.mjs), far more than reading the address and agent.
      const client = {
        ipAddress: req.ip ?? req.socket.remoteAddress ?? null,
        userAgent: req.get('user-agent') ?? null,
      };
      const request = {
        params,
        query,
        body,
        user: caller?.user ?? null,
        workspace,
        sessionId: caller?.sessionId ?? null,
        token,
        client,
        req,
        res,
      };
      let answer: Awaited<ReturnType<typeof handle>>;
      try {
        answer = await handle(request as RequestOf<RouteContract>);
      } catch (error) {
        await attempt?.settle(500);
        throw error;
      }
      await attempt?.settle(answer.ok ? route.success.status : ERROR_RESPONSES[answer.error.code].status);
      if (res.headersSent) return;
      if (!answer.ok) throw problemOf(answer.error, answer.problem);
      if (answer.headers) res.set(answer.headers);
      if (answer.cacheable) return sendCacheable(req, res, route.success.status, answer.body);
      res.status(route.success.status);
      if (answer.body === undefined) endWithoutBody(res, route.success.status);
      else res.json(answer.body);
    });
  }

  private async workspaceOf(
    caller: AuthorizeRequestOutput | null,
    params: { team_id?: string },
    role: Awaited<ReturnType<typeof teamRole>> | null,
    body: unknown,
  ): Promise<Workspace | null> {
    if (!caller) return null;
    if (role) return teamWorkspace(this.teams!, params.team_id!, caller.user, role, body);
    return personalWorkspace(caller.user, body);
  }

  private async authenticate(
    route: RouteContract,
    token: string | null,
    req: Request,
  ): Promise<AuthorizeRequestOutput | null> {
    if (route.access === 'anonymous') return null;
    if (!token) throw UNAUTHENTICATED;
    // An API token must fit the route: the scope its contract declares (none: refused), and the
    // workspace (a team token reaches only its team's routes). The team comes from the raw path;
    // a malformed one matches no token's team.
    const outcome = await this.authorize.execute({
      accessToken: token,
      requiredRole: route.access,
      tokenScope: route.tokenScope,
      teamId: route.inTeam ? teamParam(req.params.team_id) : null,
    });
    if (outcome.ok) return outcome.value;
    const headers: Record<string, string> =
      outcome.error.code === 'UNAUTHENTICATED' ? { 'WWW-Authenticate': 'Bearer' } : {};
    throw new HttpProblem(outcome.error.code, outcome.error.message, headers);
  }
}

const teamParam = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A domain error as an HTTP problem: its code (whose status ERROR_RESPONSES gives), and the body the
 * route presents, or by default `detail` with the error's fields beside code and message (a sideboard
 * plan's card issues). A presented body keeps its field order, `detail` first.
 */
function problemOf(error: DomainError, presented: ProblemBody | undefined): HttpProblem {
  if (presented) return new HttpProblem(error.code, presented.detail, {}, presented);
  const { code, message, ...extra } = error as DomainError & Record<string, unknown>;
  return new HttpProblem(code, message, {}, extra);
}

/**
 * Ends a body-less answer. A 204 carries no Content-Length; any other says 0 outright, as the
 * compression middleware that wraps end() would otherwise send an empty chunked body.
 */
function endWithoutBody(res: Response, status: number): void {
  if (status !== 204) res.set('Content-Length', '0');
  res.end();
}
