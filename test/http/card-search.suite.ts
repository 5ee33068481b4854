import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { SEARCH_UUID as U, searchCatalogue, searchPrices } from '../support/card-search-fixtures.js';
import { datesEnding, MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown>;
/** Bytewise, as both databases order text (code points; the fixtures have no surrogate pairs). */
const cmp = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);
interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

const BUILD_DATE = '2026-03-10';
/** Card Kingdom's last point is this many days before the build: stale under the default 3 days. */
const STALE_DAYS = 5;

/**
 * Black-box suite of the client card API: autocomplete, named lookups, search, batch
 * lookup and current prices, on a catalogue in the real set files' shape, imported over HTTP.
 */
export function cardSearchSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let upstream: MtgjsonServer;
  const fixtures = new MtgjsonFixtureDir();

  const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${app.url}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`, { headers });
    return { status: res.status, headers: res.headers, body: res.status === 304 ? {} : ((await res.json()) as Json) };
  };
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${app.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: res.status === 304 ? {} : ((await res.json()) as Json) };
  };
  const names = async (q: string) => {
    const { status, body } = await get(`/cards/autocomplete?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return body.data as string[];
  };
  const search = async (q: string, extra = '') => {
    const answer = await get(`/cards/search?q=${encodeURIComponent(q)}${extra}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { data: Json[]; total: number; has_more: boolean; next_page: string | null };
  };
  const found = async (q: string, extra = '') => (await search(q, extra)).data.map((c) => c.name);
  const printings = async (q: string, extra = '') =>
    (await search(q, `&unique=prints${extra}`)).data.map((c) => `${String(c.set_code)} ${String(c.number)}`);
  /** The ETag of a 200, then a 304 for it. */
  const expectRevalidates = async (path: string, init?: { body: unknown }) => {
    const first = init ? await post(path, init.body) : await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('max-age');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const again = init
      ? await post(path, init.body, { 'If-None-Match': etag })
      : await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  };

  beforeAll(async () => {
    fixtures.publish(
      { version: '5.2.2+20260310', date: BUILD_DATE },
      { printings: searchCatalogue(), prices: searchPrices(STALE_DAYS), days: 10 },
    );
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp(kind, { env: { CARD_DATA_BASE_URL: upstream.url } });
    app.clock.set(`${BUILD_DATE}T12:00:00Z`);
    const admin = (await app.signedIn('admin')).auth;
    const res = await fetch(`${app.url}/api/v1/card-data/import?source=AllPrices`, { method: 'POST', headers: admin });
    expect(res.status).toBe(202);
    for (let i = 0; i < 500; i++) {
      const status = (await get('/card-data/status')).body;
      if (status.state !== 'running') {
        expect(status).toMatchObject({ state: 'succeeded' });
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('import did not finish');
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  describe('GET /cards/autocomplete', () => {
    it('ignores case, diacritics and punctuation', async () => {
      expect(await names('jotun')).toEqual(['Jötun Grunt']);
      expect(await names('JÖTUN gr')).toEqual(['Jötun Grunt']);
      expect(await names('lim dul')).toEqual(["Lim-Dûl's Vault"]);
      expect(await names('Lim-Dûl’s')).toEqual(["Lim-Dûl's Vault"]);
      expect(await names('aether')).toEqual(['Æther Vial']);
    });

    it('puts names starting with the text first, then names with a word starting with it, each alphabetical', async () => {
      expect(await names('mind')).toEqual(['Mind Stone', 'Jace, the Mind Sculptor']);
      expect(await names('light')).toEqual([
        'Lightning Axe',
        'Lightning Bolt',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
      ]);
      expect(await names('bolt')).toEqual(['Lightning Bolt']);
      expect(await names('jace')).toEqual(['Jace Beleren', 'Jace, Memory Adept', 'Jace, the Mind Sculptor']);
      expect(await names('the mind')).toEqual(['Jace, the Mind Sculptor']);
    });

    it('finds split, adventure, transform, modal and meld cards by a face name', async () => {
      expect(await names('ice')).toEqual(['Fire // Ice']);
      expect(await names('stomp')).toEqual(['Bonecrusher Giant // Stomp']);
      expect(await names('insectile')).toEqual(['Delver of Secrets // Insectile Aberration']);
      expect(await names('tibalt')).toEqual(['Valki, God of Lies // Tibalt, Cosmic Impostor']);
      expect(await names('brisela')).toEqual([
        'Brisela, Voice of Nightmares',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
      ]);
    });

    it('answers an empty list under 2 letters and for tokens, never an error', async () => {
      expect(await names('j')).toEqual([]);
      expect(await names('')).toEqual([]);
      expect(await names(' - ')).toEqual([]);
      expect(await names('zombie')).toEqual([]);
      expect(await names('qqqq')).toEqual([]);
    });

    it('sends an ETag and answers 304', async () => {
      await expectRevalidates('/cards/autocomplete?q=light');
    });
  });

  describe('GET /cards/named', () => {
    it('finds the newest printing by exact name, ignoring case, diacritics and punctuation, or the printing in a set', async () => {
      expect((await get('/cards/named?exact=LIGHTNING%20bolt')).body).toMatchObject({
        uuid: U.boltPromo,
        set_code: 'PPRM',
        number: '161★',
      });
      expect((await get('/cards/named?exact=lightning%20bolt&set=lea')).body).toMatchObject({
        uuid: U.boltLea,
        set_code: 'LEA',
      });
      expect((await get('/cards/named?exact=lim-dul%27s%20vault')).body).toMatchObject({ uuid: U.vault });
      expect((await get('/cards/named?exact=Aether%20Vial')).body).toMatchObject({ uuid: U.vial });
    });

    it('finds a card by a face name and answers its first face', async () => {
      expect((await get('/cards/named?exact=ice')).body).toMatchObject({
        uuid: U.fire,
        name: 'Fire // Ice',
        face_name: 'Fire',
      });
      expect((await get('/cards/named?exact=stomp')).body).toMatchObject({ uuid: U.giant });
    });

    it('answers 404 CARD_NOT_FOUND for an exact name that is not a card, or not in the set', async () => {
      expect(await get('/cards/named?exact=lightning')).toMatchObject({
        status: 404,
        body: { code: 'CARD_NOT_FOUND', candidates: [], detail: "No card named 'lightning'." },
      });
      expect(await get('/cards/named?exact=jace%20beleren&set=lea')).toMatchObject({
        status: 404,
        body: { code: 'CARD_NOT_FOUND', candidates: ['Jace Beleren'] },
      });
      expect((await get('/cards/named?exact=zombie')).status).toBe(404);
    });

    it('tolerates typos and missing words when fuzzy', async () => {
      expect((await get('/cards/named?fuzzy=lightnig%20bolt')).body).toMatchObject({
        name: 'Lightning Bolt',
        uuid: U.boltPromo,
      });
      expect((await get('/cards/named?fuzzy=jace%20mind%20sculptor')).body).toMatchObject({
        name: 'Jace, the Mind Sculptor',
      });
      expect((await get('/cards/named?fuzzy=counterspel')).body).toMatchObject({ name: 'Counterspell' });
      expect((await get('/cards/named?fuzzy=bonecrusher')).body).toMatchObject({ name: 'Bonecrusher Giant // Stomp' });
      expect((await get('/cards/named?fuzzy=lightning%20blot&set=m10')).body).toMatchObject({ uuid: U.boltM10 });
    });

    it('answers 404 CARD_NAME_AMBIGUOUS with the candidates when several names are as near', async () => {
      const { status, body } = await get('/cards/named?fuzzy=jace');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'CARD_NAME_AMBIGUOUS', detail: expect.stringContaining('several cards') });
      expect([...(body.candidates as string[])].sort()).toEqual([
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
      ]);
    });

    it('catches a typo in the first letters through trigram similarity on PostgreSQL only', async () => {
      const answer = await get('/cards/named?fuzzy=ounterspell');
      if (kind === 'postgres') expect(answer.body).toMatchObject({ name: 'Counterspell' });
      else expect(answer).toMatchObject({ status: 404, body: { code: 'CARD_NOT_FOUND' } });
    });

    it('answers 404 CARD_NOT_FOUND when nothing is near', async () => {
      expect(await get('/cards/named?fuzzy=xyzzy%20plugh')).toMatchObject({
        status: 404,
        body: { code: 'CARD_NOT_FOUND', candidates: [] },
      });
    });

    it('wants exactly one of exact and fuzzy (422)', async () => {
      expect((await get('/cards/named')).status).toBe(422);
      expect((await get('/cards/named?exact=a&fuzzy=b')).status).toBe(422);
      expect((await get('/cards/named?name=bolt')).status).toBe(422);
    });

    it('sends an ETag and answers 304', async () => {
      await expectRevalidates('/cards/named?fuzzy=lightnig%20bolt');
    });
  });

  describe('GET /cards/search: each keyword', () => {
    it('bare words and quoted phrases match word starts of the name', async () => {
      expect(await found('bolt')).toEqual(['Lightning Bolt']);
      expect(await found('light')).toEqual([
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
        'Lightning Axe',
        'Lightning Bolt',
      ]);
      expect(await found('"jace the"')).toEqual(['Jace, the Mind Sculptor']);
      expect(await found('jotun')).toEqual(['Jötun Grunt']);
      expect(await found('ice')).toEqual(['Fire // Ice']);
    });

    it('t: matches the type line', async () => {
      expect(await found('t:planeswalker')).toEqual([
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('t:"legendary creature"')).toEqual([
        'Brisela, Voice of Nightmares',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('t:adventure')).toEqual(['Bonecrusher Giant // Stomp']);
      expect(await found('t:zombie')).toEqual(['Zombie']);
      // A card type or supertype is a bit of the row, any other word (or the start of one) the
      // full-text index: both find the same cards.
      for (const [word, start] of [
        ['creature', 'creat'],
        ['legendary', 'legen'],
        ['instant', 'insta'],
        ['token', 'toke'],
      ]) {
        expect(await found(`t:${word}`), word).toEqual(await found(`t:${start}`));
        expect((await found(`t:${word}`)).length, word).toBeGreaterThan(0);
      }
      expect(await found('t:constructor')).toEqual([]);
    });

    it('o: matches the rules text, words and quoted phrases', async () => {
      expect(await found('o:"draw a card"')).toEqual(['Fire // Ice', 'Jace, Memory Adept', 'Mind Stone']);
      expect(await found('o:lifelink')).toEqual(['Brisela, Voice of Nightmares']);
      expect(await found('o:graveyard')).toEqual(['Jötun Grunt']);
    });

    it('c: and id: compare colours as sets', async () => {
      expect(await found('c:r')).toEqual([
        'Bonecrusher Giant // Stomp',
        'Fire // Ice',
        'Lightning Axe',
        'Lightning Bolt',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('c=ub')).toEqual(["Lim-Dûl's Vault"]);
      expect(await found('c:m')).toEqual(["Lim-Dûl's Vault"]);
      expect(await found('c:c -t:token')).toEqual(['Æther Vial', 'Brisela, Voice of Nightmares', 'Mind Stone']);
      expect(await found('id:ur -c:c')).toEqual([
        'Bonecrusher Giant // Stomp',
        'Counterspell',
        'Delver of Secrets // Insectile Aberration',
        'Fire // Ice',
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
        'Lightning Axe',
        'Lightning Bolt',
      ]);
      expect(await found('id>=br')).toEqual(['Valki, God of Lies // Tibalt, Cosmic Impostor']);
      expect(await found('id=2')).toEqual([
        'Fire // Ice',
        "Lim-Dûl's Vault",
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('c>=green')).toEqual(['Llanowar Elves']);
    });

    it('mv compares mana value', async () => {
      expect(await found('mv>=7')).toEqual([
        'Brisela, Voice of Nightmares',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
      ]);
      expect(await found('mv=4')).toEqual(['Fire // Ice', 'Jace, the Mind Sculptor']);
      expect(await found('cmc<1')).toEqual(['Zombie']);
    });

    it('s: a set, r: a rarity, f: a format', async () => {
      expect(await found('s:lea')).toEqual(['Counterspell', 'Lightning Bolt', 'Llanowar Elves']);
      // Tokens are filed under the set that lists them (the importer's choice), not their token set.
      expect(await found('s:emn is:token')).toEqual(['Zombie']);
      expect(await found('s:temn')).toEqual([]);
      expect(await found('r:mythic')).toEqual([
        'Brisela, Voice of Nightmares',
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('r>=rare -r:mythic')).toEqual([
        'Bonecrusher Giant // Stomp',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
      ]);
      expect(await found('f:modern c:u')).toEqual([
        'Delver of Secrets // Insectile Aberration',
        'Fire // Ice',
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
      ]);
      expect(await found('-f:modern -is:token')).toEqual([
        'Counterspell',
        'Jötun Grunt',
        "Lim-Dûl's Vault",
        'Llanowar Elves',
      ]);
    });

    it('usd and eur compare the newest imported prices', async () => {
      expect(await found('usd<1')).toEqual(['Counterspell', 'Fire // Ice', 'Llanowar Elves']);
      expect(await printings('usd<1')).toEqual(['PPRM *54', 'APC 128', 'LEA 198']);
      expect(await found('eur>=70')).toEqual(['Counterspell', 'Lightning Bolt']);
      expect(await printings('eur>=70')).toEqual(['LEA 54', 'LEA 161']);
      expect(await found('usd=25')).toEqual(['Jace, the Mind Sculptor']);
    });

    it('is: split, dfc, mdfc, transform, meld, adventure, token', async () => {
      expect(await found('is:split')).toEqual(['Fire // Ice']);
      expect(await found('is:dfc')).toEqual([
        'Brisela, Voice of Nightmares',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
        'Delver of Secrets // Insectile Aberration',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('is:mdfc')).toEqual(['Valki, God of Lies // Tibalt, Cosmic Impostor']);
      expect(await found('is:transform')).toEqual(['Delver of Secrets // Insectile Aberration']);
      expect(await found('is:meld')).toEqual([
        'Brisela, Voice of Nightmares',
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
      ]);
      expect(await found('is:adventure')).toEqual(['Bonecrusher Giant // Stomp']);
      expect(await found('is:token')).toEqual(['Zombie']);
    });
  });

  describe('GET /cards/search: combined', () => {
    it('negation, or and parentheses', async () => {
      expect(await found('t:instant -c:r')).toEqual(['Counterspell', 'Fire // Ice', "Lim-Dûl's Vault"]);
      expect(await found('t:planeswalker or t:artifact')).toEqual([
        'Æther Vial',
        'Jace Beleren',
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
        'Mind Stone',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('(c:r or c:g) mv=1')).toEqual(['Lightning Axe', 'Lightning Bolt', 'Llanowar Elves']);
      expect(await found('-(c:r or c:u or c:b) -c:c')).toEqual([
        'Bruna, the Fading Light // Brisela, Voice of Nightmares',
        'Jötun Grunt',
        'Llanowar Elves',
      ]);
      expect(await found('jace -t:legendary')).toEqual([]);
      expect(await found('jace (mind or memory) r:mythic f:commander')).toEqual([
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
      ]);
    });

    it('unique=prints answers every printing (a multi-face printing once), ordered as asked', async () => {
      expect(await printings('bolt')).toEqual(['LEA 161', 'M10 146', 'PPRM 161★']);
      expect(await printings('jotun')).toEqual(['ALL 8a', 'ALL 8b']);
      expect(await printings('fire')).toEqual(['APC 128']);
      expect(await printings('bolt', '&order=usd&dir=desc')).toEqual(['LEA 161', 'PPRM 161★', 'M10 146']);
      expect(await printings('s:pprm or s:apc', '&order=set')).toEqual(['APC 128', 'PPRM *54', 'PPRM 161★']);
    });

    it('unique=cards answers the newest matching printing of each card', async () => {
      const { data } = await search('bolt');
      expect(data.map((c) => c.uuid)).toEqual([U.boltPromo]);
      expect((await search('bolt s:m10')).data.map((c) => c.uuid)).toEqual([U.boltM10]);
      // A printing is answered by the face that matched.
      expect((await search('o:"tap target"')).data.map((c) => c.uuid)).toEqual([U.ice]);
    });

    it('orders by mana value, price and name, ties by name', async () => {
      expect(await found('t:planeswalker', '&order=mv')).toEqual([
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
        'Jace Beleren',
        'Jace, the Mind Sculptor',
        'Jace, Memory Adept',
      ]);
      expect(await found('t:planeswalker', '&order=mv&dir=desc')).toEqual([
        'Jace, Memory Adept',
        'Jace, the Mind Sculptor',
        'Jace Beleren',
        'Valki, God of Lies // Tibalt, Cosmic Impostor',
      ]);
      expect(await found('usd>0', '&order=usd')).toEqual([
        'Llanowar Elves',
        'Counterspell',
        'Fire // Ice',
        'Lightning Bolt',
        'Jace, the Mind Sculptor',
      ]);
      expect(await found('usd>0', '&order=eur&dir=desc')).toEqual([
        'Jace, the Mind Sculptor',
        'Lightning Bolt',
        'Fire // Ice',
        'Counterspell',
        'Llanowar Elves',
      ]);
      expect(await found('c:u t:planeswalker', '&dir=desc')).toEqual([
        'Jace, the Mind Sculptor',
        'Jace, Memory Adept',
        'Jace Beleren',
      ]);
    });

    it('pages through every order, direction and uniqueness to the answers and total of one page, in the documented order', async () => {
      // page_size=2 reads early pages from the first rows of an ascending order (the window) and later
      // ones, descending orders and full-text searches by sorting every answer; one page of 100 sorts them all.
      const label = (c: Json) => `${String(c.name)} ${String(c.set_code)} ${String(c.number)}`;
      const price = (c: Json, provider: string) =>
        ((c.current_prices as Json[]).find(
          (p) => p.provider === provider && p.list === 'retail' && p.finish === 'normal',
        )?.price as number | undefined) ?? null;
      /** Collector numbers compare their digit runs as numbers (`8a` before `10`). */
      const numberKey = (c: Json) => String(c.number).replace(/\d+/g, (digits) => digits.padStart(10, '0'));
      const primary: Record<string, (c: Json) => string | number | null> = {
        set: (c) => `${String(c.set_code)} ${numberKey(c)}`,
        mv: (c) => c.mana_value as number | null,
        usd: (c) => price(c, 'tcgplayer'),
        eur: (c) => price(c, 'cardmarket'),
      };
      for (const q of [
        't:instant',
        'c:r or c:u',
        'bolt or jace',
        '-c:g',
        's:apc or s:all or s:lea',
        'usd>0',
        'r>=rare',
        'mv<=2',
      ]) {
        for (const unique of ['cards', 'prints']) {
          // Name order (its own tests pin it: search keys, then set and collector number) ranks the ties of every other order.
          const byName = (await search(q, `&unique=${unique}`)).data.map(label);
          const rank = (c: Json) => byName.indexOf(label(c));
          const nameRank = (c: Json) => byName.findIndex((l) => l.startsWith(`${String(c.name)} `));
          for (const order of ['name', 'set', 'mv', 'usd', 'eur']) {
            for (const dir of ['asc', 'desc']) {
              const sign = dir === 'desc' ? -1 : 1;
              const inOrder = (a: Json, b: Json): number => {
                if (order === 'name') return sign * (nameRank(a) - nameRank(b)) || rank(a) - rank(b);
                const [x, y] = [primary[order]!(a), primary[order]!(b)];
                // Missing values last in either direction.
                if (x === null || y === null) return x === y ? rank(a) - rank(b) : x === null ? 1 : -1;
                return sign * cmp(x, y) || rank(a) - rank(b);
              };
              const extra = `&unique=${unique}&order=${order}&dir=${dir}`;
              const whole = await search(q, extra);
              expect(whole.data.length, `${q}${extra}`).toBe(whole.total);
              expect(whole.data.map(label), `${q}${extra}`).toEqual([...whole.data].sort(inOrder).map(label));
              const pages: string[] = [];
              for (let page = 1; pages.length < whole.total; page++) {
                const body = await search(q, `${extra}&page_size=2&page=${page}`);
                expect(body.total, `${q}${extra} page ${page}`).toBe(whole.total);
                pages.push(...body.data.map(label));
              }
              expect(pages, `${q}${extra}`).toEqual(whole.data.map(label));
            }
          }
        }
      }
      expect(await found('usd>0', '&order=usd&page_size=2')).toEqual(['Llanowar Elves', 'Counterspell']);
      expect(await printings('bolt', '&order=usd&dir=desc&page_size=1')).toEqual(['LEA 161']);
    });

    it('answers the same cards and total in price order as in name order, a multi-face printing or card once', async () => {
      const label = (extra: string) => (c: Json) =>
        extra.includes('unique=prints') ? `${String(c.set_code)} ${String(c.number)}` : String(c.name);
      const cases = [
        ['jotun or fire or bolt', '&unique=prints'],
        ['s:apc or s:all or s:lea', '&unique=prints'],
        ['-c:g', '&unique=prints'],
        ['c:r or c:u or c:b', '&unique=prints'],
        ['c:r or c:u or c:b', ''],
        ['t:instant', ''],
      ] as const;
      for (const [q, extra] of cases) {
        const byName = await search(q, extra);
        for (const order of ['&order=usd', '&order=eur&dir=desc']) {
          const byPrice = await search(q, `${extra}${order}`);
          expect(byPrice.total).toBe(byName.total);
          expect(byPrice.data.map(label(extra)).sort()).toEqual(byName.data.map(label(extra)).sort());
        }
      }
      const pages: string[] = [];
      for (let page = 1; page <= 4; page++)
        pages.push(...(await printings('s:apc or s:all', `&order=usd&page_size=1&page=${page}`)));
      expect(pages).toEqual(await printings('s:apc or s:all', '&order=usd'));
      expect((await printings('s:apc')).filter((p) => p === 'APC 128')).toEqual(['APC 128']);
    });

    it('pages with data, has_more, next_page and total', async () => {
      const first = await search('t:instant', '&page_size=2');
      expect(first).toMatchObject({ total: 6, has_more: true });
      expect(first.data.map((c) => c.name)).toEqual(['Bonecrusher Giant // Stomp', 'Counterspell']);
      const second = (await get(first.next_page!)).body as typeof first;
      expect(second.data.map((c) => c.name)).toEqual(['Fire // Ice', 'Lightning Axe']);
      const third = (await get(second.next_page!)).body as typeof first;
      expect(third).toMatchObject({ total: 6, has_more: false, next_page: null });
      expect(third.data.map((c) => c.name)).toEqual(['Lightning Bolt', "Lim-Dûl's Vault"]);
      expect(await search('t:instant', '&page=9')).toMatchObject({
        data: [],
        total: 6,
        has_more: false,
        next_page: null,
      });
      expect(await search('qqqqq')).toMatchObject({ data: [], total: 0, has_more: false });
    });

    it('carries current prices on every card it answers', async () => {
      const [bolt] = (await search('bolt s:lea')).data;
      expect(bolt!.current_prices).toContainEqual({
        platform: 'paper',
        provider: 'tcgplayer',
        list: 'retail',
        finish: 'normal',
        currency: 'USD',
        price: 120,
        date: BUILD_DATE,
        stale: false,
      });
    });

    it('sends an ETag and answers 304', async () => {
      await expectRevalidates('/cards/search?q=t%3Ainstant&page_size=2');
    });
  });

  describe('GET /cards/search: syntax errors (422 pointing at the term)', () => {
    const syntaxError = async (q: string) => {
      const { status, body } = await get(`/cards/search?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(422);
      const [detail] = body.detail as Json[];
      expect(detail).toMatchObject({ loc: ['query', 'q'], type: 'search_syntax' });
      return { position: detail!.position, term: detail!.term, msg: detail!.msg as string };
    };

    it('names an unknown keyword, a bad value, a bad operator', async () => {
      expect(await syntaxError('t:elf foo:bar')).toMatchObject({
        position: 7,
        term: 'foo:bar',
        msg: expect.stringContaining("Unknown keyword 'foo'"),
      });
      expect(await syntaxError('mv>=x')).toMatchObject({ position: 1, term: 'mv>=x' });
      expect(await syntaxError('c:purple')).toMatchObject({
        position: 1,
        term: 'c:purple',
        msg: expect.stringContaining('Unknown colour'),
      });
      expect(await syntaxError('r:epic')).toMatchObject({
        term: 'r:epic',
        msg: expect.stringContaining('Unknown rarity'),
      });
      expect(await syntaxError('f:standrd')).toMatchObject({
        term: 'f:standrd',
        msg: expect.stringContaining('Unknown format'),
      });
      expect(await syntaxError('is:sideways')).toMatchObject({ term: 'is:sideways' });
      expect(await syntaxError('t>creature')).toMatchObject({ term: 't>creature' });
      expect(await syntaxError('bolt t:')).toMatchObject({ position: 6, term: 't:' });
    });

    it('names unbalanced parentheses, dangling or and -, an open quote', async () => {
      expect(await syntaxError('t:elf (c:g')).toMatchObject({
        position: 7,
        msg: expect.stringContaining("Unmatched '('"),
      });
      expect(await syntaxError('t:elf c:g)')).toMatchObject({ position: 10, term: ')' });
      expect(await syntaxError('or t:elf')).toMatchObject({ position: 1, term: 'or' });
      expect(await syntaxError('t:elf or')).toMatchObject({ position: 7, term: 'or' });
      expect(await syntaxError('o:"draw a')).toMatchObject({ position: 1, term: 'o:"draw a' });
      expect(await syntaxError('()')).toMatchObject({ position: 1 });
    });

    it('answers 422 for an empty search or bad paging', async () => {
      expect((await get('/cards/search')).status).toBe(422);
      expect((await get('/cards/search?q=%20')).status).toBe(422);
      expect((await get('/cards/search?q=bolt&page=0')).status).toBe(422);
      expect((await get('/cards/search?q=bolt&page_size=176')).status).toBe(422);
      expect((await get('/cards/search?q=bolt&order=color')).status).toBe(422);
    });
  });

  describe('POST /cards/collection', () => {
    it('answers the cards found in request order and the identifiers not found', async () => {
      const identifiers = [
        { name: 'lightning bolt', set: 'M10' },
        { id: U.tms },
        { scryfall_id: `5c${U.ice!.slice(2)}`.toUpperCase() },
        { set: 'all', collector_number: '8B' },
        { name: 'No Such Card' },
        { set: 'APC', collector_number: '128' },
        { id: '00000000-0000-5000-8000-00000000dead' },
        { name: 'Stomp' },
        { set: 'LEA', collector_number: '999' },
        { name: 'jotun grunt' },
        { id: U.ice },
      ];
      const { status, body } = await post('/cards/collection', { identifiers });
      expect(status).toBe(200);
      expect((body.data as Json[]).map((c) => c.uuid)).toEqual([
        U.boltM10,
        U.tms,
        U.ice,
        U.grunt8b,
        U.fire,
        U.giant,
        U.grunt8a,
        U.ice,
      ]);
      expect(body.not_found).toEqual([
        { name: 'No Such Card' },
        { id: '00000000-0000-5000-8000-00000000dead' },
        { set: 'LEA', collector_number: '999' },
      ]);
      expect((body.data as Json[])[0]!.current_prices).toEqual(
        expect.arrayContaining([expect.objectContaining({ provider: 'tcgplayer', price: 1.5 })]),
      );
    });

    it('takes 1 to 75 identifiers of the documented shapes (422 otherwise)', async () => {
      const many = Array.from({ length: 75 }, () => ({ id: U.tms }));
      const full = await post('/cards/collection', { identifiers: many });
      expect(full.status).toBe(200);
      expect(full.body.data as Json[]).toHaveLength(75);
      expect((await post('/cards/collection', { identifiers: [...many, { id: U.tms }] })).status).toBe(422);
      expect((await post('/cards/collection', { identifiers: [] })).status).toBe(422);
      expect((await post('/cards/collection', { identifiers: [{ uuid: U.tms }] })).status).toBe(422);
      expect((await post('/cards/collection', { identifiers: [{ set: 'LEA' }] })).status).toBe(422);
      expect((await post('/cards/collection', {})).status).toBe(422);
    });

    it('sends an ETag and answers 304', async () => {
      await expectRevalidates('/cards/collection', {
        body: { identifiers: [{ name: 'Counterspell' }, { id: U.fire }] },
      });
    });
  });

  describe('current prices on card reads', () => {
    it('carries the newest price per provider and finish with its date, and flags a provider whose newest point is too old', async () => {
      const { body } = await get(`/cards/${U.boltM10}`);
      const days = datesEnding(BUILD_DATE, 10);
      expect(body.current_prices).toEqual([
        {
          platform: 'paper',
          provider: 'cardkingdom',
          list: 'retail',
          finish: 'normal',
          currency: 'USD',
          price: 2.5,
          date: days[10 - 1 - STALE_DAYS],
          stale: true,
        },
        {
          platform: 'paper',
          provider: 'cardmarket',
          list: 'retail',
          finish: 'normal',
          currency: 'EUR',
          price: 1.2,
          date: BUILD_DATE,
          stale: false,
        },
        {
          platform: 'paper',
          provider: 'tcgplayer',
          list: 'retail',
          finish: 'foil',
          currency: 'USD',
          price: 3,
          date: BUILD_DATE,
          stale: false,
        },
        {
          platform: 'paper',
          provider: 'tcgplayer',
          list: 'retail',
          finish: 'normal',
          currency: 'USD',
          price: 1.5,
          date: BUILD_DATE,
          stale: false,
        },
      ]);
      expect((await get(`/cards/${U.vault}`)).body.current_prices).toEqual([]);
    });

    it('flags every price stale once the newest point is older than CARD_PRICE_STALE_DAYS', async () => {
      app.clock.set('2026-03-13T23:59:00Z');
      expect(((await get(`/cards/${U.tms}`)).body.current_prices as Json[]).filter((p) => !p.stale)).toHaveLength(3);
      app.clock.set('2026-03-14T00:01:00Z');
      expect(((await get(`/cards/${U.tms}`)).body.current_prices as Json[]).every((p) => p.stale)).toBe(true);
      app.clock.set(`${BUILD_DATE}T12:00:00Z`);
    });

    it('carries them on set lists and by-name lists too, and keeps the price history route as it was', async () => {
      const set = (await get('/sets/LEA/cards')).body.items as Json[];
      expect(set.find((c) => c.uuid === U.boltLea)!.current_prices).toHaveLength(4);
      const byName = (await get('/cards/by-name/counterspell')).body.items as Json[];
      expect(byName.map((c) => (c.current_prices as Json[]).length)).toEqual([4, 4]);
      const history = (await get(`/cards/${U.boltM10}/prices`)).body;
      expect(Object.keys(history)).toEqual(['uuid', 'series']);
      expect(((history.series as Json[])[0]!.points as Json[]).length).toBe(10 - STALE_DAYS);
    });

    it('keeps the search data and current prices in step with a daily import', async () => {
      /** The daily import of a later build: the next catalogue, prices with some `changed`. */
      const importDay = async (date: string, changed: Record<string, { usd: number; eur: number }>) => {
        const admin = (await app.signedIn('admin')).auth;
        fixtures.publish(
          { version: `5.2.2+${date.replaceAll('-', '')}`, date },
          { printings: searchCatalogue({ nextBuild: true }), prices: searchPrices(STALE_DAYS, changed), days: 10 },
        );
        expect(
          (await fetch(`${app.url}/api/v1/card-data/import?source=AllPricesToday`, { method: 'POST', headers: admin }))
            .status,
        ).toBe(202);
        // Searches go on while the import publishes and swaps the search keys in: every one answers.
        const statuses = new Set<number>();
        let searched = 0;
        for (let i = 0; i < 500 && (await get('/card-data/status')).body.state === 'running'; i++) {
          for (const q of ['t:instant', 'usd>0&order=usd&page_size=1']) {
            statuses.add((await get(`/cards/search?q=${q}`)).status);
            searched++;
          }
        }
        expect([...statuses].filter((status) => status !== 200)).toEqual([]);
        expect(searched).toBeGreaterThan(0);
        expect((await get('/card-data/status')).body).toMatchObject({ state: 'succeeded' });
        app.clock.set(`${date}T12:00:00Z`);
      };
      const next = '2026-03-11';
      await importDay(next, { elves: { usd: 7, eur: 6 } });
      const prices = (await get(`/cards/${U.boltM10}`)).body.current_prices as Json[];
      expect(prices.map((p) => `${String(p.provider)} ${String(p.date)} ${String(p.stale)}`)).toEqual([
        `cardkingdom ${datesEnding(BUILD_DATE, 10)[10 - 1 - STALE_DAYS]} true`,
        `cardmarket ${next} false`,
        `tcgplayer ${next} false`,
        `tcgplayer ${next} false`,
      ]);
      // Llanowar Elves went from $0.25 to $7.
      expect(await found('usd<1')).toEqual(['Counterspell', 'Fire // Ice']);
      expect(await found('usd>5 t:elf')).toEqual(['Llanowar Elves']);
      // Each card by its newest priced printing: Lightning Bolt's promo at €2.50.
      expect(await found('eur>0', '&order=eur&dir=desc')).toEqual([
        'Jace, the Mind Sculptor',
        'Llanowar Elves',
        'Lightning Bolt',
        'Fire // Ice',
        'Counterspell',
      ]);
      expect(await names('jotun')).toEqual(['Jötun Grunt']);
      // The catalogue changed: a card gone, a card new, a text changed.
      expect(await names('lightning')).toEqual(['Lightning Bolt', 'Lightning Helix']);
      expect(await found('c:rw')).toEqual(['Lightning Helix']);
      expect(await found('o:scry')).toEqual(['Mind Stone']);
      expect(await found('o:"draw a card"')).toEqual(['Fire // Ice', 'Jace, Memory Adept']);
      expect((await get('/cards/named?fuzzy=lightning%20helx')).body).toMatchObject({ name: 'Lightning Helix' });
      expect((await get('/cards/named?exact=lightning%20axe')).status).toBe(404);
      // A newer printing came: it is the card's newest, also among the printings a rarity matches.
      expect((await get('/cards/named?exact=counterspell')).body).toMatchObject({ uuid: U.counterMh3 });
      expect((await search('counterspell r:common')).data.map((c) => c.uuid)).toEqual([U.counterMh3]);
      expect((await search('counterspell -s:mh3 r:common')).data.map((c) => c.uuid)).toEqual([U.counterPromo]);
      // The day after, the same catalogue: only prices moved, and the searches follow them.
      await importDay('2026-03-12', { elves: { usd: 0.5, eur: 0.4 } });
      expect(await found('usd<1')).toEqual(['Counterspell', 'Fire // Ice', 'Llanowar Elves']);
      expect(await found('eur>0', '&order=eur')).toEqual([
        'Counterspell',
        'Llanowar Elves',
        'Fire // Ice',
        'Lightning Bolt',
        'Jace, the Mind Sculptor',
      ]);
      // Pages of one read from the first rows of the price order, which moved with the prices too.
      expect(await found('eur>0', '&order=eur&page_size=1&page=2')).toEqual(['Llanowar Elves']);
      expect(await found('usd>0', '&order=usd&page_size=1&page=5')).toEqual(['Jace, the Mind Sculptor']);
      app.clock.set(`${BUILD_DATE}T12:00:00Z`);
    });
  });

  describe('existing routes', () => {
    it('still answer /cards/{uuid} for a uuid and 404 for the literal words only when they are not routes', async () => {
      expect((await get(`/cards/${U.fire}`)).body).toMatchObject({ uuid: U.fire, face_name: 'Fire' });
      expect((await get('/cards/autocompletes')).status).toBe(404);
      expect((await get('/cards/search/prices')).status).toBe(404);
      // GET /cards/collection is GET /cards/{uuid} with the uuid "collection".
      expect(await get('/cards/collection')).toMatchObject({
        status: 404,
        body: { detail: "Card 'collection' not found.", code: 'CARD_NOT_FOUND' },
      });
    });
  });
}
