import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { searchCatalogue, searchPrices } from '../support/card-search-fixtures.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { cardTestBody, matchBody, metaDeckBody, must, T } from './tracker/tracker-client.js';

type Json = Record<string, unknown>;
interface Page {
  readonly url: string;
  readonly items: Json[];
  readonly total: number;
  readonly links: Readonly<Record<string, string>>;
}

/** The targets of a Link header by relation, resolved against the URL that was asked (RFC 8288). */
function linksOf(header: string | null, base: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [, target, rel] of (header ?? '').matchAll(/<([^>]*)>\s*;\s*rel="([^"]+)"/g))
    links[rel!] = new URL(target!, base).toString();
  return links;
}

/**
 * The list convention over HTTP: each paginated list says its total (X-Total-Count, and the body's
 * own total where it has one) and links its pages with RFC 8288 `Link`; a client that follows
 * `next` from the first page reads every item once and stops on a last page that has no `next`.
 */
export function paginationSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let upstream: MtgjsonServer;
  let auth: { Authorization: string };
  let deck: string;
  const fixtures = new MtgjsonFixtureDir();

  const fetchPage = async (url: string, items: (body: unknown) => Json[]): Promise<Page> => {
    const res = await fetch(url, { headers: auth });
    expect(res.status, url).toBe(200);
    const body = (await res.json()) as Json;
    const total = Number(res.headers.get('x-total-count'));
    if (!Array.isArray(body)) expect(body.total, url).toBe(total);
    return { url, items: items(body), total, links: linksOf(res.headers.get('link'), url) };
  };
  /** Follows `next` from `path` to the end; each page's `prev` leads back to the page before it. */
  const follow = async (path: string, items: (body: unknown) => Json[]): Promise<Page[]> => {
    const pages = [await fetchPage(`${app.url}${path}`, items)];
    expect(pages[0]!.links.prev, 'the first page has no prev').toBeUndefined();
    while (pages.at(-1)!.links.next) {
      const previous = pages.at(-1)!;
      const page = await fetchPage(previous.links.next!, items);
      expect(page.links.prev, page.url).toBeDefined();
      expect((await fetchPage(page.links.prev!, items)).items).toEqual(previous.items);
      expect(page.links.first, page.url).toBe(pages[0]!.links.next ? (await firstOf(page, items)).url : undefined);
      pages.push(page);
      expect(pages.length, 'a list that never ends').toBeLessThan(50);
    }
    const last = pages.at(-1)!;
    if (pages.length > 1) expect(pages[0]!.links.last).toBe(last.url);
    expect(last.links.last, 'the last page names no further last page').toBeUndefined();
    return pages;
  };
  const firstOf = async (page: Page, items: (body: unknown) => Json[]) => fetchPage(page.links.first!, items);
  /** Every item of every page, once each, and as many as the total said. */
  const expectWholeList = (pages: Page[], key: string) => {
    const keys = pages.flatMap((p) => p.items.map((item) => String(item[key])));
    expect(new Set(keys).size, 'no item twice').toBe(keys.length);
    for (const page of pages) expect(page.total).toBe(keys.length);
    return keys;
  };

  beforeAll(async () => {
    fixtures.publish(
      { version: '5.2.2+20260310', date: '2026-03-10' },
      { printings: searchCatalogue(), prices: searchPrices(5), days: 2 },
    );
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp(kind, { env: { CARD_DATA_BASE_URL: upstream.url } });
    const admin = (await app.signedIn('admin')).auth;
    const started = await fetch(`${app.url}/api/v1/card-data/import?source=AllPrices`, {
      method: 'POST',
      headers: admin,
    });
    expect(started.status).toBe(202);
    for (let i = 0; i < 500; i++) {
      const status = (await (await fetch(`${app.url}/api/v1/card-data/status`)).json()) as Json;
      if (status.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    auth = (await app.signedIn('user')).auth;
    deck = String((await must(app, 'POST', `${T}/personal-decks`, auth, { name: 'Deck' })).id);
    const opponent = String((await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody())).id);
    for (let i = 1; i <= 7; i++) {
      await must(app, 'POST', `${T}/card-tests`, auth, cardTestBody(deck, { card_name: `Card ${i}` }));
      await must(app, 'POST', `${T}/matches`, auth, matchBody(deck, opponent, { date: `2026-03-0${i}` }));
    }
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  describe('tracker lists (a JSON array, the total in X-Total-Count)', () => {
    it('follows the card tests to the end, keeping the filter in every link', async () => {
      const pages = await follow(`${T}/card-tests?personal_deck_id=${deck}&limit=3`, (b) => b as Json[]);
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
      for (const page of pages.slice(1)) expect(new URL(page.url).searchParams.get('personal_deck_id')).toBe(deck);
      expect(expectWholeList(pages, 'id')).toHaveLength(7);
    });

    it('follows the match log to the end, newest date first across pages', async () => {
      const pages = await follow(`${T}/matches?limit=2`, (b) => b as Json[]);
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 1]);
      expectWholeList(pages, 'id');
      const dates = pages.flatMap((p) => p.items.map((m) => String(m.date)));
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('sends no Link for a list that fits one page, and only a way back from past the end', async () => {
      const whole = await fetchPage(`${app.url}${T}/card-tests`, (b) => b as Json[]);
      expect([whole.items.length, whole.total, whole.links]).toEqual([7, 7, {}]);
      const beyond = await fetchPage(`${app.url}${T}/card-tests?limit=3&offset=30`, (b) => b as Json[]);
      expect(beyond.items).toEqual([]);
      expect(Object.keys(beyond.links).sort()).toEqual(['first', 'prev']);
      expect(new URL(beyond.links.prev!).searchParams.get('offset')).toBe('6');
    });
  });

  describe('card lists (a body with items and total)', () => {
    it('follows the sets to the end', async () => {
      const pages = await follow('/api/v1/sets/?limit=3', (b) => (b as { items: Json[] }).items);
      expect(pages.length).toBeGreaterThan(2);
      const codes = expectWholeList(pages, 'code');
      expect(codes).toEqual([...codes].sort());
    });

    it('follows a set’s cards to the end', async () => {
      const pages = await follow('/api/v1/sets/ISD/cards?limit=1', (b) => (b as { items: Json[] }).items);
      expect(pages.length).toBeGreaterThan(2);
      expectWholeList(pages, 'uuid');
    });

    it('follows a card search page by page to the same cards one large page holds', async () => {
      const query = `q=${encodeURIComponent('mv>=0')}&unique=prints`;
      const whole = await fetchPage(
        `${app.url}/api/v1/cards/search?${query}&page_size=175`,
        (b) => (b as { data: Json[] }).data,
      );
      const pages = await follow(`/api/v1/cards/search?${query}&page_size=4`, (b) => (b as { data: Json[] }).data);
      expect(pages.length).toBeGreaterThan(2);
      expect(expectWholeList(pages, 'uuid')).toEqual(whole.items.map((c) => String(c.uuid)));
      // The body's own next_page (all parameters spelled out) and the Link's next are the same page.
      for (const page of pages.slice(0, -1)) {
        const nextPage = String((await fetchPage(page.url, (b) => [b as Json])).items[0]!.next_page);
        const viaBody = await fetchPage(new URL(nextPage, app.url).toString(), (b) => (b as { data: Json[] }).data);
        expect(viaBody.items).toEqual((await fetchPage(page.links.next!, (b) => (b as { data: Json[] }).data)).items);
      }
    });
  });
}
