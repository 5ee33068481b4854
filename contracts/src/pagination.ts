import type { RouteContract } from './route-contract.js';

/** The headers every page of a paginated list carries: the list's total, and where the other pages are. */
export const PAGE_HEADERS = ['X-Total-Count', 'Link'] as const;

/**
 * How a route pages its list, read from its query: `offset` (`limit` and `offset`), `page` (`page`
 * from 1 and `page_size`, card search), or null for a route that answers everything at once.
 */
export function paginationOf(route: RouteContract): 'offset' | 'page' | null {
  const keys = Object.keys(route.query?.shape ?? {});
  if (keys.includes('limit') && keys.includes('offset')) return 'offset';
  if (keys.includes('page') && keys.includes('page_size')) return 'page';
  return null;
}
