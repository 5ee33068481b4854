import type { z } from 'zod';
import { HttpProblem, type ValidationIssue } from './http-problem.js';

/** Parses one part of a request with its contract schema; a failure is a 422 listing every issue. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, location: 'path' | 'query' | 'body'): z.output<S> {
  const nul = findNul(value, [location]);
  if (nul) throw new HttpProblem(422, [{ loc: nul, msg: 'Must not contain NUL characters.', type: 'string_nul' }]);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpProblem(422, parsed.error.issues.map((issue) => toValidationIssue(issue, location)));
}

function toValidationIssue(issue: z.core.$ZodIssue, location: string): ValidationIssue {
  const loc = [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  if (issue.code === 'unrecognized_keys') {
    return { loc: [...loc, ...issue.keys.slice(0, 1)], msg: `Unknown field(s): ${issue.keys.join(', ')}`, type: 'extra_forbidden' };
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return { loc, msg: 'Field required', type: 'missing' };
  return { loc, msg: issue.message, type: issue.code };
}

/**
 * Where a NUL character hides in a request value, if anywhere. Neither database stores one in text
 * (PostgreSQL rejects it outright), so it is refused at the edge for every route alike.
 */
function findNul(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
