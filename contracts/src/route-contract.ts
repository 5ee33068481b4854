import type { z } from 'zod';
import type { ApiTokenScope, DomainErrorCode, Role, TeamAccessRole } from '@metagame/core';
import type { ResponseHeaderName } from './openapi/response-headers.js';
import type { HostErrorCode } from './host-error-responses.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Minimum role of a route; `anonymous` needs no token, and a higher role meets any lower minimum. */
export type Access = 'anonymous' | Role;

type AnyObject = z.ZodObject<z.ZodRawShape>;

/**
 * The least team role a tracker route needs in a team's workspace. A route that names one is also
 * served for teams, at `/api/v1/teams/{team_id}/…` with the same inputs and answers (team-variant.ts).
 */
export type TeamAccess = TeamAccessRole;

/** The abuse-limit settings (RATE_LIMIT_*) a route can be counted against. */
export type RateLimitSetting =
  | 'loginPerAccount'
  | 'loginPerKnownClient'
  | 'loginPerAddress'
  | 'signupPerAddress'
  | 'verifyPerAddress'
  | 'resendPerAddress'
  | 'passwordResetPerAddress'
  | 'emailChangePerAddress'
  | 'secondFactorPerAddress'
  | 'cardSearchPerAddress'
  | 'cardAutocompletePerAddress'
  | 'apiRequestsPerToken';

/** One counter guarding a route; over its limit the route answers 429 with Retry-After. */
export interface RateLimitRule {
  /** Names the counter (part of its stored key). */
  readonly name: string;
  readonly setting: RateLimitSetting;
  /**
   * What is counted: the client address; the login name, whatever address tries it; or the login
   * name with the client (its device cookie when it sent one, else its address).
   */
  readonly subject: 'address' | 'account' | 'account-and-client';
  /**
   * Which clients the rule holds (default: all): `known` ones have logged in to the account before
   * (from that address, or with that device cookie), `unknown` ones have not.
   */
  readonly clients?: 'known' | 'unknown';
}

/**
 * Limits on a route: `requests` counts every request; `failures` counts every attempt before it
 * runs and hands the count back when the answer is not `failureStatus` (logins). `rememberClients`:
 * a success makes the client known to the account (its address, and a device cookie it is given).
 */
export type RateLimits =
  | { readonly counts: 'requests'; readonly rules: readonly RateLimitRule[] }
  | {
      readonly counts: 'failures';
      readonly failureStatus: number;
      readonly rules: readonly RateLimitRule[];
      readonly rememberClients?: true;
    };

/**
 * One operation of the HTTP API: the single source for request validation in the host and for the
 * OpenAPI document. `path` uses OpenAPI's `{param}` syntax.
 */
export interface RouteContract<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  E extends readonly DomainErrorCode[] = readonly DomainErrorCode[],
  T extends TeamAccess | undefined = TeamAccess | undefined,
> {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /**
   * `any`: a browser page on any origin may call the route (`Access-Control-Allow-Origin: *`, never
   * with credentials): anonymous reads of public data. Other routes admit only the frontend's origin.
   */
  readonly crossOrigin?: 'any';
  /**
   * The handler authenticates the bearer token itself and accepts tokens that are merely revoked
   * (logout); the binder only insists that one is present.
   */
  readonly acceptsRevokedTokens?: true;
  /**
   * What an API token needs to call the route: a scope, or `any` (any personal token: GET /auth/me).
   * Without it the route refuses API tokens with 403 (identity routes, and any route added later
   * until its contract says otherwise); JWTs are unaffected.
   */
  readonly tokenScope?: ApiTokenScope | 'any';
  /** Also served in team workspaces, to members of at least this team role. */
  readonly team?: T;
  /** This is the team variant: `team_id` names the workspace, and the caller's team role is checked first. */
  readonly inTeam?: true;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** `form` = application/x-www-form-urlencoded (the token endpoint); `csv` = text/csv (imports); JSON otherwise. */
  readonly bodyEncoding?: 'json' | 'form' | 'csv';
  readonly success: {
    readonly status: number;
    readonly description: string;
    readonly schema?: R;
    /** Headers the success answer carries besides those every answer, a limited route or a list carries. */
    readonly headers?: readonly ResponseHeaderName[];
    /** `text/csv`: the route streams a CSV file (exports); JSON otherwise. */
    readonly mediaType?: 'text/csv';
  };
  /**
   * The domain error codes this route may answer (statuses and descriptions come from ERROR_RESPONSES).
   * Besides them: 401/403 follow from `access`, 422 from the inputs, 429 from `rateLimits`.
   */
  readonly errors: E;
  readonly rateLimits?: RateLimits;
  /** Error statuses whose body carries more than HTTPError's fields (the named-card 404's candidates). */
  readonly errorBodies?: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Codes the host answers by itself on this route, beyond those listed above (GET /health's 503). */
  readonly hostErrors?: readonly HostErrorCode[];
}

export const defineRoute = <
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  const E extends readonly DomainErrorCode[] = readonly [],
  const T extends TeamAccess | undefined = undefined,
>(
  route: RouteContract<P, Q, B, R, E, T>,
): RouteContract<P, Q, B, R, E, T> => route;

export type ParamsOf<T> =
  T extends RouteContract<
    infer P,
    AnyObject | undefined,
    z.ZodType | undefined,
    z.ZodType | undefined,
    readonly DomainErrorCode[]
  >
    ? P extends AnyObject
      ? z.output<P>
      : Record<string, never>
    : never;
export type QueryOf<T> =
  T extends RouteContract<
    AnyObject | undefined,
    infer Q,
    z.ZodType | undefined,
    z.ZodType | undefined,
    readonly DomainErrorCode[]
  >
    ? Q extends AnyObject
      ? z.output<Q>
      : Record<string, never>
    : never;
export type BodyOf<T> =
  T extends RouteContract<
    AnyObject | undefined,
    AnyObject | undefined,
    infer B,
    z.ZodType | undefined,
    readonly DomainErrorCode[]
  >
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;
export type ResponseOf<T> =
  T extends RouteContract<
    AnyObject | undefined,
    AnyObject | undefined,
    z.ZodType | undefined,
    infer R,
    readonly DomainErrorCode[]
  >
    ? R extends z.ZodType
      ? z.input<R>
      : undefined
    : never;
/** The domain error codes a route declares. */
export type ErrorsOf<T> = T extends { readonly errors: readonly (infer C)[] } ? C : never;

/**
 * The codes a route's team variant answers besides its own (team-variant.ts): an outsider's 404, and
 * a 403 for a role too low, also for a member's write to what another member played. A use case may
 * return them only on routes served for teams.
 */
export type TeamErrorsOf<T> =
  T extends RouteContract<
    AnyObject | undefined,
    AnyObject | undefined,
    z.ZodType | undefined,
    z.ZodType | undefined,
    readonly DomainErrorCode[],
    infer A
  >
    ? [A] extends [TeamAccess]
      ? 'NOT_FOUND' | 'INSUFFICIENT_PERMISSIONS'
      : never
    : never;
