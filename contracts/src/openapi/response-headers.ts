/**
 * Every response header the OpenAPI document declares, once, as `components.headers`; responses
 * reference them. Documenting a new header is one entry here plus the rule in `headersOf` that says
 * which responses carry it.
 */
export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      'Identifies this request in the server’s log lines: the caller’s own X-Request-Id when it sent a sane one, else a generated id.',
    schema: { type: 'string' },
  },
  ETag: {
    description:
      'Weak validator (`W/"…"`) of the JSON body, the same whatever the encoding; send it back in If-None-Match to get 304 Not Modified while the data is unchanged.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: 'Card data changes only when an import publishes, so caches may reuse the answer for five minutes.',
    schema: { type: 'string', examples: ['public, max-age=300'] },
  },
  'X-Total-Count': {
    description: 'How many records match over all pages.',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'RFC 8288 links to the neighbouring pages of the list: `rel="next"` while more follow, `rel="prev"` after the first page.',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Policy': {
    description:
      'The limits this route counts against (IETF RateLimit header fields): each policy’s quota `q` and window `w` in seconds.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each limit this request counted against (IETF RateLimit header fields): remaining requests `r` and seconds `t` until the window resets.',
    schema: { type: 'string' },
  },
  'WWW-Authenticate': {
    description:
      '`Bearer`: the route needs an access token, and the one sent (if any) was missing, invalid, expired or revoked.',
    schema: { type: 'string' },
  },
} as const;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;
