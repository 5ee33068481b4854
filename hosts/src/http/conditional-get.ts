import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Card data changes only when an import publishes; caches may reuse an answer for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Adds a strong ETag (hash of the JSON body) and Cache-Control to a cacheable GET answer, and
 * answers 304 itself when If-None-Match already names that ETag. Returns true when it answered.
 */
export function answeredNotModified(req: Request, res: Response, body: unknown): boolean {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  res.set('ETag', etag);
  res.set('Cache-Control', CACHE_CONTROL);
  const presented = req.get('if-none-match');
  if (!presented) return false;
  const matches = presented.trim() === '*' || presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (!matches) return false;
  res.status(304).end();
  return true;
}
