import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, with the wall-clock time it arrived (for rate-limit checks). */
export interface ReceivedRequest {
  readonly builder: 'moxfield' | 'archidekt';
  readonly path: string;
  readonly userAgent: string | undefined;
  readonly authorization: string | undefined;
  readonly at: number;
}

/** Deck ids with a fixed behaviour, shared by the contract and HTTP suites. */
export const MOXFIELD_IDS = {
  deck: 'burnDeck_123',
  v2Deck: 'legacyV2Deck',
  commander: 'zadaCommander',
  missing: 'missingDeck',
  private: 'privateDeck',
  challenge: 'blockedDeck',
  malformed: 'garbledDeck',
  slow: 'slowDeck',
} as const;
export const ARCHIDEKT_IDS = {
  deck: '1001',
  missing: '1404',
  private: '1403',
  flaggedPrivate: '1002',
  malformed: '1500',
  slow: '1999',
} as const;

const card = (name: string, quantity: number, set = 'm11') => ({
  quantity,
  boardType: 'x',
  finish: 'nonFoil',
  card: { name, set, cn: '1' },
});

const MOXFIELD_V3 = {
  name: 'Mono-Red Burn',
  format: 'modern',
  visibility: 'public',
  boards: {
    mainboard: {
      count: 8,
      cards: {
        a1: card('Lightning Bolt', 2),
        a2: card('Monastery Swiftspear', 4),
        a3: card('Lightning Bolt', 2, 'cmr'),
      },
    },
    sideboard: { count: 2, cards: { b1: card('Smash to Smithereens', 2) } },
    maybeboard: { count: 1, cards: { c1: card('Shock', 1) } },
    commanders: { count: 0, cards: {} },
    companions: { count: 0, cards: {} },
  },
};
const MOXFIELD_COMMANDER = {
  name: 'Zada Storm',
  visibility: 'unlisted',
  boards: {
    mainboard: { count: 2, cards: { a: card('Wear // Tear', 1), b: card('Zada, Hedron Grinder', 1) } },
    sideboard: { count: 0, cards: {} },
    commanders: { count: 1, cards: { z: card('Zada, Hedron Grinder', 1) } },
  },
};
const MOXFIELD_V2 = {
  name: 'Old Burn',
  mainboard: { 'Lightning Bolt': { quantity: 4, card: { name: 'Lightning Bolt' } } },
  sideboard: { Abrade: { quantity: 2, card: { name: 'Abrade' } } },
  commanders: {},
  maybeboard: {},
};
const ARCHIDEKT_DECK = {
  id: 1001,
  name: 'Zada Storm',
  deckFormat: 3,
  private: false,
  categories: [
    { name: 'Commander', isPremier: true, includedInDeck: true },
    { name: 'Sideboard', isPremier: false, includedInDeck: true },
    { name: 'Maybeboard', isPremier: false, includedInDeck: false },
    { name: 'Considering', isPremier: false, includedInDeck: false },
    { name: 'Instant', isPremier: false, includedInDeck: true },
  ],
  cards: [
    { quantity: 1, categories: ['Commander'], card: { oracleCard: { name: 'Zada, Hedron Grinder' } } },
    { quantity: 4, categories: ['Instant'], card: { oracleCard: { name: 'Lightning Bolt' } } },
    { quantity: 2, categories: ['Sideboard'], card: { oracleCard: { name: 'Abrade' } } },
    { quantity: 1, categories: ['Maybeboard'], card: { oracleCard: { name: 'Shock' } } },
    { quantity: 1, categories: ['Considering'], card: { oracleCard: { name: 'Opt' } } },
    { quantity: 1, categories: ['Instant'], deletedAt: '2024-01-01', card: { oracleCard: { name: 'Brainstorm' } } },
  ],
};

export interface FakeDeckBuilders {
  /** Moxfield API root (DECK_SOURCE_BASE_URL). */
  readonly moxfieldUrl: string;
  /** Archidekt API root (ARCHIDEKT_BASE_URL). */
  readonly archidektUrl: string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** One loopback server playing both deck builders: Moxfield under /moxfield, Archidekt under /archidekt/api. */
export async function startFakeDeckBuilders(): Promise<FakeDeckBuilders> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const moxfield = /^\/moxfield\/v3\/decks\/all\/([^/?]+)$/.exec(path);
    const archidekt = /^\/archidekt\/api\/decks\/(\d+)\/$/.exec(path);
    const builder = moxfield ? 'moxfield' : 'archidekt';
    requests.push({
      builder,
      path,
      userAgent: req.headers['user-agent'],
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    if (moxfield) return answerMoxfield(decodeURIComponent(moxfield[1]!), res);
    if (archidekt) return answerArchidekt(archidekt[1]!, res);
    return json(res, 404, { error: 'no such route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  return {
    moxfieldUrl: `${root}/moxfield`,
    archidektUrl: `${root}/archidekt/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answerMoxfield(id: string, res: ServerResponse<IncomingMessage>): void {
  if (id === MOXFIELD_IDS.deck) return json(res, 200, MOXFIELD_V3);
  if (id === MOXFIELD_IDS.v2Deck) return json(res, 200, MOXFIELD_V2);
  if (id === MOXFIELD_IDS.commander) return json(res, 200, MOXFIELD_COMMANDER);
  if (id === MOXFIELD_IDS.private) return json(res, 200, { ...MOXFIELD_V3, visibility: 'private' });
  if (id === MOXFIELD_IDS.challenge)
    return html(res, 403, '<html><title>Attention Required! | Cloudflare</title>You have been blocked</html>');
  if (id === MOXFIELD_IDS.malformed) return raw(res, 200, 'application/json', '{"name": "Burn", "boards": {');
  if (id === MOXFIELD_IDS.slow) return; // never answers; the client's timeout must end it
  return json(res, 404, { title: 'Not Found', status: 404 });
}

function answerArchidekt(id: string, res: ServerResponse<IncomingMessage>): void {
  if (id === ARCHIDEKT_IDS.deck) return json(res, 200, ARCHIDEKT_DECK);
  if (id === ARCHIDEKT_IDS.private)
    return json(res, 403, { detail: 'You do not have permission to perform this action.' });
  if (id === ARCHIDEKT_IDS.flaggedPrivate) return json(res, 200, { ...ARCHIDEKT_DECK, private: true });
  if (id === ARCHIDEKT_IDS.malformed) return raw(res, 200, 'application/json', '[{"id": 1, ');
  if (id === ARCHIDEKT_IDS.slow) return;
  return json(res, 404, { detail: 'Not found.' });
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  raw(res, status, 'application/json', JSON.stringify(body));
const html = (res: ServerResponse, status: number, body: string) => raw(res, status, 'text/html; charset=utf-8', body);
function raw(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}
