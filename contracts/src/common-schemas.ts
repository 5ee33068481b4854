import { z } from 'zod';
import { ERROR_CODES } from './error-responses.js';

/** The machine-readable half of every error body; `detail` is for people and may be reworded. */
export const ErrorCodeSchema = z.enum(ERROR_CODES).meta({
  id: 'ErrorCode',
  description:
    'What went wrong, stable across releases: match on this, not on `detail`. A response declares the codes it can carry.',
});

/** Error body for every non-422 failure: `{"detail": "<message>", "code": "<CODE>"}`. */
export const HTTPError = z.object({ detail: z.string(), code: ErrorCodeSchema }).meta({
  id: 'HTTPError',
  description:
    'The body of every error answer but 422: `detail` says what went wrong, in words; `code` says it for programs.',
});

/** 422 body: one entry per invalid field, `loc` = where it is (`["body", "email"]`), and the code. */
export const ValidationError = z
  .object({
    detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
    code: ErrorCodeSchema,
  })
  .meta({
    id: 'ValidationError',
    description: 'The body of a 422: one entry per invalid input, `loc` saying where it is (`["body", "email"]`).',
  });

export const IdParams = z.strictObject({ id: z.uuid({ error: 'Must be a UUID.' }) });

/** limit/offset pagination shared by list routes: stable order, `limit` 1–200 (default 50). */
export const PageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

/** Query-string booleans: true/false/1/0. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Instants leave the API as ISO 8601 strings with offset (`2026-11-22T10:00:00.000Z`). */
export const Timestamp = z.iso.datetime({ offset: true });
