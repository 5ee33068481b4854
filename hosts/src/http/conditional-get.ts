import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Card data changes only when an import publishes; caches may reuse an answer for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Sends a cacheable GET answer with an ETag (hash of its JSON) and Cache-Control, or 304 when
 * If-None-Match already names that ETag. The JSON is written once, for the hash and the body: a
 * search page of 100 cards is ~190 KB, and writing it twice cost 0.5 ms a request.
 *
 * The ETag is weak (`W/"…"`): the answer goes out gzip-, brotli- or un-encoded as the client
 * accepts, and a strong validator would have to differ per encoding, while the weak one names the
 * same JSON in each (If-None-Match compares weakly, so revalidation works from any of them). The
 * 304 varies by Accept-Encoding like the 200 it stands for.
 */
export function sendCacheable(req: Request, res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  const opaque = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  res.set('ETag', `W/${opaque}`);
  res.set('Cache-Control', CACHE_CONTROL);
  res.vary('Accept-Encoding');
  const presented = req.get('if-none-match');
  const matches =
    presented !== undefined &&
    (presented.trim() === '*' || presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque));
  if (matches) res.status(304).end();
  else res.status(status).type('json').send(json);
}
