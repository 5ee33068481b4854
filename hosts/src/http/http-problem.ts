import { ERROR_CATALOGUE, type ErrorCode } from '@metagame/contracts';

/**
 * A failure answered as an error body: `{"detail": …, "code": …}` with the status the error
 * catalogue gives the code, so a code never travels under two statuses. Raised inside the host (parse
 * errors, body limits, unknown routes) or made from a domain error by the route binder.
 */
export class HttpProblem extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string | readonly ValidationIssue[],
    readonly headers: Readonly<Record<string, string>> = {},
    /** More fields of the body, beside `detail` (a list that names what broke a rule). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Request validation failed');
    this.status = ERROR_CATALOGUE[code].status;
  }
}

/** One entry of a 422 body (the convention clients of this API already use). */
export interface ValidationIssue {
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
}
