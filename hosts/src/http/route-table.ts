import type { Request, Response } from 'express';
import type { ClientInfo, DomainError, Result, User } from '@metagame/core';
import type { BodyOf, ErrorsOf, ParamsOf, QueryOf, ResponseOf, RouteContract, TeamErrorsOf } from '@metagame/contracts';
import type { Class, Resolvable } from '../compose/token.js';
import type { ValidationIssue } from './http-problem.js';
import { pageHeaders, type PageWindow } from './page-headers.js';
import type { Workspace } from './workspace.js';

/** A request as a route sees it: inputs parsed by the contract's schemas, the caller authenticated. */
export interface RequestOf<R> {
  readonly params: ParamsOf<R>;
  readonly query: QueryOf<R>;
  readonly body: BodyOf<R>;
  /** The authenticated caller; anonymous routes (and logout, which accepts revoked tokens) get null. */
  readonly user: R extends { access: 'anonymous' } ? null : R extends { acceptsRevokedTokens: true } ? null : User;
  /** Whose data a tracker route reads and writes: the caller's own, or (on a team route) the team's. Null where `user` is. */
  readonly workspace: R extends { access: 'anonymous' }
    ? null
    : R extends { acceptsRevokedTokens: true }
      ? null
      : Workspace;
  /**
   * The session of the caller's token (null where `user` is). Routes that take API tokens (their
   * contract names a `tokenScope`) may be called without a session: null then.
   */
  readonly sessionId: R extends { access: 'anonymous' }
    ? null
    : R extends { acceptsRevokedTokens: true }
      ? null
      : R extends { tokenScope: string }
        ? string | null
        : string;
  /** The bearer token as presented (null when none). */
  readonly token: string | null;
  /** The client's address (as TRUST_PROXY lets Express derive it) and user agent, for sessions and the audit trail. */
  readonly client: ClientInfo;
  readonly req: Request;
  readonly res: Response;
}

/**
 * The body of an error answer as a route presents it: `detail` (a message, or a 422's list of
 * issues) first, then any fields the route adds; the status still comes from ERROR_RESPONSES.
 */
export interface ProblemBody {
  readonly detail: string | readonly ValidationIssue[];
  readonly [field: string]: unknown;
}

/** What a route answers: the success body (with headers), or a domain error (with its body, when the route presents it). */
export type Answer =
  | {
      readonly ok: true;
      readonly body: unknown;
      readonly headers?: Readonly<Record<string, string>>;
      readonly cacheable?: boolean;
    }
  | { readonly ok: false; readonly error: DomainError; readonly problem?: ProblemBody };

/** Resolves a use case by its class, or a port by its token, from the container. */
export type Resolve = <T>(id: Resolvable<T>) => T;

/** One row of a route table: a contract and how to answer it, resolved once when mounted. */
export interface RouteRow {
  readonly contract: RouteContract;
  /** Its answers carry the page headers; the binder refuses to mount a paginated contract without them. */
  readonly paginated?: true;
  handler(resolve: Resolve): (request: RequestOf<RouteContract>) => Promise<Answer>;
}

/** Every core use case: one `execute(input)`, answering a value or a Result. */
interface UseCase {
  execute(input: never): Promise<unknown>;
}
type Settled<U extends UseCase> = Awaited<ReturnType<U['execute']>>;
type ValueIn<T> = T extends { readonly ok: true; readonly value: infer V }
  ? V
  : T extends { readonly ok: false }
    ? never
    : T;
type CodesIn<T> = T extends { readonly ok: false; readonly error: { readonly code: infer C } } ? C : never;
type ErrorIn<T> = T extends { readonly ok: false; readonly error: infer E } ? E : never;

/**
 * Compiles only when the route declares every error code the use case can return: a use case whose
 * error union gains a code fails here until its routes say how they answer it.
 */
type DeclaresErrorsOf<U extends UseCase, R> = [Exclude<CodesIn<Settled<U>>, ErrorsOf<R> | TeamErrorsOf<R>>] extends [
  never,
]
  ? unknown
  : { readonly undeclaredErrorCodes: Exclude<CodesIn<Settled<U>>, ErrorsOf<R> | TeamErrorsOf<R>> };

export interface RouteSpec<R extends RouteContract, U extends UseCase> {
  readonly contract: R;
  /** The use case's class: the container has it bound under itself. */
  readonly useCase: Class<U>;
  /** The use case's input, from the parsed request. */
  readonly input: (request: RequestOf<R>) => Parameters<U['execute']>[0];
  /** The response body: the one whitelist of what leaves the server. */
  readonly present: (value: ValueIn<Settled<U>>, request: RequestOf<R>) => ResponseOf<R>;
  /** Response headers from the value. */
  readonly headers?: (value: ValueIn<Settled<U>>) => Record<string, string>;
  /** A page of a list: where it sits, which the X-Total-Count and Link headers then say (page-headers.ts). */
  readonly page?: (value: ValueIn<Settled<U>>, request: RequestOf<R>) => PageWindow;
  /** A cacheable GET: ETag and Cache-Control, and a 304 when If-None-Match names the ETag. */
  readonly cacheable?: true;
  /**
   * The error body, for a route whose errors carry more than `detail` and the error's own fields
   * (the nearest card names with the code, a search term's position as a 422 issue).
   */
  readonly problem?: (error: ErrorIn<Settled<U>>) => ProblemBody;
}

/** A use case answers a Result (an `ok` flag) or a plain value; domain entities have no `ok`. */
const isResult = (value: unknown): value is { ok: true; value: unknown } | { ok: false; error: DomainError } =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/** A row whose answer is the use case's value, presented. */
export function route<R extends RouteContract, U extends UseCase>(
  spec: RouteSpec<R, U> & DeclaresErrorsOf<U, R>,
): RouteRow {
  return {
    contract: spec.contract,
    ...(spec.page ? { paginated: true as const } : {}),
    handler(resolve) {
      const useCase = resolve(spec.useCase);
      return async (request) => {
        const typed = request as unknown as RequestOf<R>;
        const answer = (value: ValueIn<Settled<U>>): Answer => ({
          ok: true,
          body: spec.present(value, typed),
          ...(spec.headers || spec.page
            ? {
                headers: {
                  ...spec.headers?.(value),
                  ...(spec.page ? pageHeaders(typed.req, spec.page(value, typed)) : {}),
                },
              }
            : {}),
          ...(spec.cacheable ? { cacheable: true } : {}),
        });
        const settled = await useCase.execute(spec.input(typed) as never);
        if (!isResult(settled)) return answer(settled as ValueIn<Settled<U>>);
        if (settled.ok) return answer(settled.value as ValueIn<Settled<U>>);
        if (!spec.problem) return settled;
        return { ...settled, problem: spec.problem(settled.error as ErrorIn<Settled<U>>) };
      };
    },
  };
}

/**
 * A row that answers by itself (no single use case: the caller's own account, a job started in the
 * background, the service routes). Its handler is built once, when the row is mounted.
 */
export function handled<R extends RouteContract, E extends DomainError<ErrorsOf<R>> = DomainError<ErrorsOf<R>>>(
  contract: R,
  build: (resolve: Resolve) => (request: RequestOf<R>) => Promise<Result<ResponseOf<R>, E>>,
  options: { readonly cacheable?: true; readonly problem?: (error: E) => ProblemBody } = {},
): RouteRow {
  return {
    contract,
    handler(resolve) {
      const handle = build(resolve);
      return async (request) => {
        const result = await handle(request as unknown as RequestOf<R>);
        if (result.ok) return { ok: true, body: result.value, ...(options.cacheable ? { cacheable: true } : {}) };
        return options.problem ? { ...result, problem: options.problem(result.error) } : result;
      };
    },
  };
}
