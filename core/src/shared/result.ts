/**
 * Outcome of a use case: expected business failures are values, never exceptions, so the compiler
 * makes every caller handle them. Unexpected failures (a database down, a bug) are still thrown.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
