import type { RequestHandler } from 'express';
import type { Logger } from '@metagame/core';
import { requestIdOf } from './request-id.js';

/**
 * One line per request: its id, method, path (never the query string or headers), status and
 * duration. The path is the full one the client asked for: by 'finish', `req.path` of a request
 * handled by a mounted router (the web app at /app) has lost its mount prefix. 'finish' fires
 * outside the request's log context, so the id is added here.
 */
export const requestLogger =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId: requestIdOf(res),
          method: req.method,
          path: req.originalUrl.split('?', 1)[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
