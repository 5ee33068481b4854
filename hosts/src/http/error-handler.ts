import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, writeRefusal, type WriteRefusal } from '@metagame/adapters';
import type { Logger } from '@metagame/core';
import type { ErrorCode } from '@metagame/contracts';
import { BODY_NOT_DECODABLE } from './body-parsers.js';
import { HttpProblem } from './http-problem.js';

/** Any path no route claims: a JSON 404 (never an HTML page). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpProblem('NOT_FOUND', `No route for ${req.method} ${req.path}.`));
};

/** The database answers reads but refuses writes: why, in the client's terms. */
const WRITE_REFUSED = {
  'read-only': 'The database is read-only; writes are unavailable.',
  full: 'The database disk is full; writes are unavailable.',
} as const satisfies Record<WriteRefusal, string>;

/** Another 4xx a body parser raises (too many form fields is a 413), by its status; any other is a 400. */
const CLIENT_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

interface BodyParserError {
  type?: string;
  status?: number;
  message?: string;
}

/**
 * The last middleware: turns every failure into a JSON body, `detail` then `code`. Known problems keep
 * their code and detail; body-parser failures become 413/422/415/400; a database that is down, read-only or full
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
      .json({ ...problem.extra, detail: problem.detail, code: problem.code });
  };

function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const refusal = writeRefusal(error);
  if (refusal) return new HttpProblem('WRITES_UNAVAILABLE', WRITE_REFUSED[refusal]);
  if (isDatabaseUnavailable(error))
    return new HttpProblem('DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly.', {
      'Retry-After': '5',
    });
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.too.large':
      return new HttpProblem('PAYLOAD_TOO_LARGE', 'Request body too large.');
    case 'entity.parse.failed':
      return new HttpProblem('REQUEST_VALIDATION_FAILED', [
        { loc: ['body'], msg: 'Malformed JSON body.', type: 'json_invalid' },
      ]);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpProblem('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding.');
    case BODY_NOT_DECODABLE:
      return new HttpProblem('BAD_REQUEST', parserError.message ?? 'The request body does not decode in its charset.');
    case 'request.aborted':
      return new HttpProblem('BAD_REQUEST', 'Request aborted.');
    default:
      if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500)
        return new HttpProblem(CLIENT_ERROR_CODES[parserError.status] ?? 'BAD_REQUEST', 'Bad request.');
      return new HttpProblem('INTERNAL_ERROR', 'Internal server error.');
  }
}
