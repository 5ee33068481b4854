import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Below this many bytes an answer goes out as it is: gzip's and brotli's framing and the lost
 * Content-Length cost more than the few bytes saved (most error bodies, a card's prices).
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers of compressible types (JSON, CSV, HTML, scripts) with brotli or gzip, as the
 * request's Accept-Encoding prefers (brotli when both are accepted), and adds
 * `Vary: Accept-Encoding` to them. Streamed answers (CSV exports) are compressed as they stream;
 * HEAD requests, 304s and answers marked `Cache-Control: no-transform` are left alone.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD });
}
