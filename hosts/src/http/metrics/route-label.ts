import type { Request } from 'express';

/** The label of requests no route or mounted surface answered (404s of arbitrary paths, probes). */
export const UNMATCHED = 'unmatched';

/**
 * The route template a finished request was answered by, in the OpenAPI document's form
 * (`/api/v1/cards/{uuid}`), never the raw path: raw paths (ids, names, probes) would make a new
 * series per value. Requests answered inside a mounted surface (the API reference at /docs, the web
 * app at /app) are labelled by its mount point; anything else is `unmatched`.
 */
export function routeLabel(req: Request): string {
  // By 'finish', a request a mounted router answered still has its mount point as baseUrl.
  if (req.baseUrl) return `${req.baseUrl}/*`;
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return path.replace(/:(\w+)/g, '{$1}');
  return UNMATCHED;
}
