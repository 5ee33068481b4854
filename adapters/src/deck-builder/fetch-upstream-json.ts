/** Settings every deck-builder adapter shares. */
export interface UpstreamRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Whole-request bound (connect, headers and body); 10 s in production, shorter in tests. */
  readonly timeoutMs: number;
}

/** What came back, reduced to the cases the adapters map to domain errors. */
export type UpstreamAnswer =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'not_json'; readonly status: number; readonly contentType: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network'; readonly reason: string };

/**
 * GET with Node's fetch, bounded by AbortSignal.timeout. Never throws for upstream trouble: a timeout,
 * a refused connection or an unreadable body come back as values the adapters translate.
 */
export async function fetchUpstreamJson(request: UpstreamRequest): Promise<UpstreamAnswer> {
  try {
    const response = await fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      redirect: 'follow',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    try {
      return { kind: 'json', status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'not_json', status: response.status, contentType };
    }
  } catch (error) {
    if (isAbort(error)) return { kind: 'timeout' };
    return { kind: 'network', reason: error instanceof Error ? describeNetworkError(error) : String(error) };
  }
}

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** fetch wraps the interesting part ("ECONNREFUSED") in `cause`. */
function describeNetworkError(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return `network error ${cause.code}`;
  return 'network error';
}

/** Narrowing helpers for upstream JSON, which is never trusted. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const asQuantity = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
