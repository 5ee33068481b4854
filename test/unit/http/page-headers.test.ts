import express from 'express';
import { describe, expect, it } from 'vitest';
import { cards } from '@metagame/contracts';
import { pageHeaders } from '../../../hosts/src/http/page-headers.js';
import { RouteBinder } from '../../../hosts/src/http/route-binder.js';
import type { RouteRow } from '../../../hosts/src/http/route-table.js';

const requestTo = (originalUrl: string) => ({ originalUrl }) as never;

describe('page headers', () => {
  it('links first and prev, next and last, keeping the rest of the query', () => {
    const headers = pageHeaders(requestTo('/api/v1/sets/?q=a%20b&limit=10&offset=20'), {
      total: 45,
      limit: 10,
      offset: 20,
    });
    expect(headers).toEqual({
      'X-Total-Count': '45',
      Link: [
        '</api/v1/sets/?q=a+b&limit=10&offset=0>; rel="first"',
        '</api/v1/sets/?q=a+b&limit=10&offset=10>; rel="prev"',
        '</api/v1/sets/?q=a+b&limit=10&offset=30>; rel="next"',
        '</api/v1/sets/?q=a+b&limit=10&offset=40>; rel="last"',
      ].join(', '),
    });
  });

  it('sends no Link for a list that fits one page, and only first and prev on the last page', () => {
    expect(pageHeaders(requestTo('/x'), { total: 3, limit: 50, offset: 0 })).toEqual({ 'X-Total-Count': '3' });
    expect(pageHeaders(requestTo('/x?offset=40'), { total: 45, limit: 10, offset: 40 }).Link).toBe(
      '</x?offset=0&limit=10>; rel="first", </x?offset=30&limit=10>; rel="prev"',
    );
  });

  it('steps back from past the end to the last page there is', () => {
    expect(pageHeaders(requestTo('/x?offset=500'), { total: 45, limit: 10, offset: 500 }).Link).toBe(
      '</x?offset=0&limit=10>; rel="first", </x?offset=40&limit=10>; rel="prev"',
    );
  });

  it('numbers pages from 1 for a list paged by page and page_size', () => {
    expect(pageHeaders(requestTo('/s?q=bolt&page=2'), { total: 250, page: 2, pageSize: 100 }).Link).toBe(
      [
        '</s?q=bolt&page=1&page_size=100>; rel="first"',
        '</s?q=bolt&page=1&page_size=100>; rel="prev"',
        '</s?q=bolt&page=3&page_size=100>; rel="next"',
        '</s?q=bolt&page=3&page_size=100>; rel="last"',
      ].join(', '),
    );
  });

  it('percent-encodes what the path cannot hold as sent inside <…>', () => {
    expect(pageHeaders(requestTo('/cards/by-name/a>b'), { total: 2, limit: 1, offset: 0 }).Link).toBe(
      '</cards/by-name/a%3Eb?offset=1&limit=1>; rel="next", </cards/by-name/a%3Eb?offset=1&limit=1>; rel="last"',
    );
  });
});

describe('the route binder', () => {
  it('refuses to mount a paginated contract whose row sends no page headers', () => {
    const binder = new RouteBinder(express.Router(), {} as never, (() => ({})) as never, null);
    const row: RouteRow = { contract: cards.listSets, handler: () => async () => ({ ok: true, body: [] }) };
    expect(() => binder.mount([row])).toThrow('GET /api/v1/sets/ pages its list but sends no page headers');
    expect(() => binder.mount([{ ...row, paginated: true }])).not.toThrow();
  });
});
