import type { Response } from 'express';

/** One counter of a limited route, as this request left it. */
export interface CounterState {
  /** The rule's name: the policy's name in the headers. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
  /** Requests counted in the current window, this one included. */
  readonly hits: number;
  /** When the current window ends (epoch ms). */
  readonly resetAt: number;
}

/**
 * Announces the counters a request was counted against in the IETF RateLimit header fields, in the
 * structured-field syntax of draft-ietf-httpapi-ratelimit-headers-10 (the newest draft; the syntax
 * is the same since -08): `RateLimit-Policy: "name";q=<quota>;w=<window in s>` and
 * `RateLimit: "name";r=<remaining>;t=<seconds until the window ends>`, one list member per counter.
 * See docs/api.md#rate-limits.
 */
export function setRateLimitHeaders(res: Response, counters: readonly CounterState[], now: number): void {
  if (counters.length === 0) return;
  res.setHeader('RateLimit-Policy', counters.map((c) => `"${c.name}";q=${c.limit};w=${c.windowSeconds}`).join(', '));
  res.setHeader(
    'RateLimit',
    counters
      .map(
        (c) => `"${c.name}";r=${Math.max(0, c.limit - c.hits)};t=${Math.max(0, Math.ceil((c.resetAt - now) / 1000))}`,
      )
      .join(', '),
  );
}
