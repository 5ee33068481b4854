import type { z } from 'zod';
import { HttpProblem, type ValidationIssue } from './http-problem.js';

/**
 * Parses one part of a request with its contract schema; a failure is a 422 listing every issue.
 * The schemas' strings (contracts `Text`) refuse what the databases cannot store as sent.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: 'path' | 'query' | 'body',
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpProblem(
    'REQUEST_VALIDATION_FAILED',
    parsed.error.issues.map((issue) => toValidationIssue(issue, location)),
  );
}

function toValidationIssue(issue: z.core.$ZodIssue, location: string): ValidationIssue {
  const loc = [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  if (issue.code === 'unrecognized_keys') {
    return {
      loc: [...loc, ...issue.keys.slice(0, 1)],
      msg: `Unknown field(s): ${issue.keys.join(', ')}`,
      type: 'extra_forbidden',
    };
  }
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return { loc, msg: 'Field required', type: 'missing' };
  // Refinements name their own type (contracts `Text`: string_nul, string_unpaired_surrogate).
  const type = issue.code === 'custom' && typeof issue.params?.type === 'string' ? issue.params.type : issue.code;
  return { loc, msg: issue.message, type };
}
