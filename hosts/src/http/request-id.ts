import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { logContext } from '../compose/log-context.js';

/**
 * An incoming id worth keeping: what proxies and tracing tools send (UUIDs, hex trace ids,
 * `host:seq` forms) fits; anything longer, or with spaces, quotes or control characters, could
 * forge or break a log line and is replaced.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id `requestId` gave this response. */
export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined;

/**
 * Gives every request an id: the client's (or its proxy's) `X-Request-Id` when sane, else a fresh
 * UUID. It goes back in the response's `X-Request-Id` and onto every line logged while the request
 * is handled, so one id finds a request at the proxy, in this log and in the client's report.
 */
export const requestId = (): RequestHandler => (req, res, next) => {
  const incoming = req.get('x-request-id');
  const id = incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  logContext.run({ requestId: id }, next);
};
