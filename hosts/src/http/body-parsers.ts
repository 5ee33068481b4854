import express, { type RequestHandler } from 'express';

/** body-parser's error `type` for a body that does not decode in its charset; the error handler answers 400. */
export const BODY_NOT_DECODABLE = 'entity.charset.invalid';

const PERCENT = 0x25;
const HEX_PAIR = /^[0-9a-fA-F]{2}$/;

/**
 * The JSON, form and CSV parsers, refusing a body whose bytes are not valid in its charset. Left alone,
 * body-parser decodes invalid UTF-8 to U+FFFD and the altered text would be stored as if sent. A form
 * is checked after percent-decoding, so `username=%FF` is refused like a raw 0xFF byte.
 */
export function bodyParsers(limit: string, csvLimit: number): RequestHandler[] {
  return [
    // CSV imports are larger than any JSON body; they get their own limit (CSV_IMPORT_MAX_BYTES).
    express.text({
      type: 'text/csv',
      limit: csvLimit,
      defaultCharset: 'utf-8',
      verify: (_req, _res, body, encoding) => assertDecodable(body, encoding),
    }),
    express.json({ limit, verify: (_req, _res, body, encoding) => assertDecodable(body, encoding) }),
    express.urlencoded({
      extended: false,
      limit,
      verify: (_req, _res, body, encoding) => assertDecodable(percentDecoded(body), encoding),
    }),
  ];
}

/**
 * A JSON parser with a limit of its own, mounted on one path ahead of the shared parsers, which then
 * leave the parsed body alone (a format's archetype definitions carry a 1.5 MB colour table).
 */
export function largeJsonBody(limit: number): RequestHandler {
  return express.json({ limit, verify: (_req, _res, body, encoding) => assertDecodable(body, encoding) });
}

/** Throws (as body-parser expects of `verify`) unless `bytes` are valid in `encoding`. */
function assertDecodable(bytes: Uint8Array, encoding: string): void {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    // iconv-lite knows charsets TextDecoder does not (UTF-32, UTF-7); a body that cannot be checked is refused.
    throw Object.assign(new Error(`Unsupported charset ${encoding}.`), { type: 'charset.unsupported' });
  }
  try {
    decoder.decode(bytes);
  } catch {
    throw Object.assign(new Error(`The request body is not valid ${encoding.toUpperCase()}.`), {
      type: BODY_NOT_DECODABLE,
    });
  }
}

/**
 * The bytes a form body stands for: each `%XX` becomes its byte, everything else is kept. A `%` not
 * followed by two hex digits stays literal, as the form parser itself keeps it.
 */
function percentDecoded(body: Buffer): Uint8Array {
  if (!body.includes(PERCENT)) return body;
  const out = new Uint8Array(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i += 1) {
    const pair = body[i] === PERCENT ? body.toString('latin1', i + 1, i + 3) : '';
    if (HEX_PAIR.test(pair)) {
      out[length++] = Number.parseInt(pair, 16);
      i += 2;
    } else {
      out[length++] = body[i]!;
    }
  }
  return out.subarray(0, length);
}
