import { z } from 'zod';

const NUL_MESSAGE = 'Must not contain NUL characters.';
const LONE_SURROGATE_MESSAGE =
  'Must not contain unpaired UTF-16 surrogates (\\uD800–\\uDFFF); send well-formed Unicode.';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A request string that both databases store exactly as sent, of at most `max` characters (code
 * points, as zod counts them and as varchar(n) does). PostgreSQL refuses NUL in text even as a bound
 * parameter (a 500 there, so a 422 here), and a lone surrogate has no UTF-8 form, so the drivers
 * would silently store U+FFFD instead. Every free-form string a request carries (body, query, path)
 * is built from this; `max` follows the column, and stays far below PostgreSQL's ~2.7 KB B-tree
 * entry limit for indexed columns.
 *
 * The two refusals are refinements, not `pattern`s: a second regex would push a field's own
 * published pattern (the password rule) out of `pattern` into an `allOf`.
 */
export const Text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), { error: NUL_MESSAGE, params: { type: 'string_nul' } })
    .refine((s) => !LONE_SURROGATE.test(s), {
      error: LONE_SURROGATE_MESSAGE,
      params: { type: 'string_unpaired_surrogate' },
    });
