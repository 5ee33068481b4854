/**
 * An HTTP failure raised inside the host (not a domain outcome): parse errors, body limits, unknown
 * routes. The error handler answers it as `{"detail": …}` with its status.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | readonly ValidationIssue[],
    readonly headers: Readonly<Record<string, string>> = {},
    /** More fields of the body, beside `detail` (a list that names what broke a rule). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Request validation failed');
  }
}

/** One entry of a 422 body (the convention clients of this API already use). */
export interface ValidationIssue {
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
}
