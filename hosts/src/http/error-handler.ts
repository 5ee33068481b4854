import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, writeRefusal, type WriteRefusal } from '@metagame/adapters';
import type { Logger } from '@metagame/core';
import { BODY_NOT_DECODABLE } from './body-parsers.js';
import { HttpProblem } from './http-problem.js';

/** Any path no route claims: a JSON 404 (never an HTML page). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpProblem(404, `No route for ${req.method} ${req.path}.`));
};

/** The database answers reads but refuses writes: why, in the client's terms. */
const WRITE_REFUSED = {
  'read-only': 'The database is read-only; writes are unavailable.',
  full: 'The database disk is full; writes are unavailable.',
} as const satisfies Record<WriteRefusal, string>;

interface BodyParserError {
  type?: string;
  status?: number;
  message?: string;
}

/**
 * The last middleware: turns every failure into a JSON body. Known problems keep their status and
 * detail; body-parser failures become 413/422/415/400; a database that is down, read-only or full
 * answers 503; anything else is logged and answered as a bare 500, so no stack trace or SQL ever
 * reaches a client.
 */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    const problem = toProblem(error);
    if (problem.status === 500) logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    else if (problem.status > 500)
      logger.warn(
        { err: error instanceof Error ? error.message : error, method: req.method, path: req.path },
        'request failed: service unavailable',
      );
    if (res.headersSent) return;
    res
      .status(problem.status)
      .set(problem.headers)
      .json({ ...problem.extra, detail: problem.detail });
  };

function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const refusal = writeRefusal(error);
  if (refusal) return new HttpProblem(503, WRITE_REFUSED[refusal]);
  if (isDatabaseUnavailable(error))
    return new HttpProblem(503, 'The database is unavailable; try again shortly.', { 'Retry-After': '5' });
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.too.large':
      return new HttpProblem(413, 'Request body too large.');
    case 'entity.parse.failed':
      return new HttpProblem(422, [{ loc: ['body'], msg: 'Malformed JSON body.', type: 'json_invalid' }]);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpProblem(415, 'Unsupported body encoding.');
    case BODY_NOT_DECODABLE:
      return new HttpProblem(400, parserError.message ?? 'The request body does not decode in its charset.');
    case 'request.aborted':
      return new HttpProblem(400, 'Request aborted.');
    default:
      if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
        return new HttpProblem(parserError.status, 'Bad request.');
      }
      return new HttpProblem(500, 'Internal server error.');
  }
}
