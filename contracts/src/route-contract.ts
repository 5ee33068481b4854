import type { z } from 'zod';
import type { Role } from '@metagame/core';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Minimum role of a route (spec 4.1); `anonymous` needs no token. */
export type Access = 'anonymous' | Role;

type AnyObject = z.ZodObject<z.ZodRawShape>;

/**
 * One operation of the HTTP API: the single source for request validation in the host and for the
 * OpenAPI document. `path` uses OpenAPI's `{param}` syntax.
 */
export interface RouteContract<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /**
   * The handler authenticates the bearer token itself and accepts tokens that are merely revoked
   * (logout); the binder only insists that one is present.
   */
  readonly acceptsRevokedTokens?: true;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** `form` = application/x-www-form-urlencoded (the token endpoint); JSON otherwise. */
  readonly bodyEncoding?: 'json' | 'form';
  readonly success: { readonly status: number; readonly description: string; readonly schema?: R; readonly headers?: readonly string[] };
  /** Error statuses this route can answer besides 401/403 (derived from `access`) and 422 (derived from inputs). */
  readonly errors: Readonly<Partial<Record<number, string>>>;
}

export const defineRoute = <
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  route: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> => route;

export type ParamsOf<T> = T extends RouteContract<infer P, AnyObject | undefined, z.ZodType | undefined, z.ZodType | undefined> ? (P extends AnyObject ? z.output<P> : Record<string, never>) : never;
export type QueryOf<T> = T extends RouteContract<AnyObject | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? (Q extends AnyObject ? z.output<Q> : Record<string, never>) : never;
export type BodyOf<T> = T extends RouteContract<AnyObject | undefined, AnyObject | undefined, infer B, z.ZodType | undefined> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type ResponseOf<T> = T extends RouteContract<AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, infer R> ? (R extends z.ZodType ? z.input<R> : undefined) : never;
