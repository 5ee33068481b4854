import type { Request } from 'express';

/** Where a page sits in its list: by offset (`limit`, `offset`) or by number (`page` from 1, `page_size`). */
export type PageWindow =
  | { readonly total: number; readonly limit: number; readonly offset: number }
  | { readonly total: number; readonly page: number; readonly pageSize: number };

/**
 * The headers of one page of a list: `X-Total-Count`, and an RFC 8288 `Link` naming the `first` and
 * `prev` pages unless this is the first, and the `next` and `last` pages while the list goes on.
 * Each target is the request's own path and query with only the page moved, as a relative URI that
 * the client resolves against the URL it asked: the Host header is the client's to set and proxies
 * rewrite it, so the server does not echo it back.
 */
export function pageHeaders(req: Request, window: PageWindow): Record<string, string> {
  const byNumber = 'page' in window;
  const limit = byNumber ? window.pageSize : window.limit;
  const offset = byNumber ? (window.page - 1) * window.pageSize : window.offset;
  const url = new URL(req.originalUrl, 'http://host.invalid');
  const at = (start: number): string => {
    if (byNumber) url.searchParams.set('page', String(start / limit + 1));
    else url.searchParams.set('offset', String(start));
    url.searchParams.set(byNumber ? 'page_size' : 'limit', String(limit));
    return `${url.pathname}${url.search}`;
  };
  const links: [string, number][] = [];
  if (offset > 0) {
    // A page past the end steps back to the last page there is, not to an empty one.
    const last = lastStart(window.total, offset, limit);
    links.push(['first', 0], ['prev', Math.max(0, Math.min(offset - limit, last))]);
  }
  if (offset + limit < window.total)
    links.push(['next', offset + limit], ['last', lastStart(window.total, offset, limit)]);
  const headers: Record<string, string> = { 'X-Total-Count': String(window.total) };
  if (links.length) headers.Link = links.map(([rel, start]) => `<${at(start)}>; rel="${rel}"`).join(', ');
  return headers;
}

/** The start of the last page, stepping by `limit` from `offset` (or from 0, when `offset` is past the end). */
function lastStart(total: number, offset: number, limit: number): number {
  if (total === 0) return 0;
  const from = offset < total ? offset : offset % limit;
  return from + Math.floor((total - 1 - from) / limit) * limit;
}
