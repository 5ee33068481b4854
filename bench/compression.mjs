// Response compression benchmark: a 100-card search page (GET /cards/search, the default page size)
// sent uncompressed, gzip and brotli, as the server negotiates them from Accept-Encoding. Figures:
// bytes on the wire; time per request (client to the last byte, and with the client decoding); and
// the CPU each request costs the process. Each encoding is compared with uncompressed measured in
// the same run, requests interleaved so drift on a shared machine hits all three alike.
// A catalogue of 2,000 cards (names from the search benchmark's varied catalogue, rules text of
// random game words, so the JSON repeats itself no more than real card data does) with today's
// prices is enough for pages of 100; card-search.mjs's 100,000-card one takes minutes to import.
// Compression does not depend on the database, so this runs on SQLite only.
// BENCH_COMPRESSION_REQUESTS: requests per encoding (default 300).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';
import { variedName, VARIED_NAMES } from './fixtures/heavy-all-printings.mjs';
import { percentile, ratio, seededRandom, writeGz } from './support.mjs';

export const title = 'Response compression: a 100-card search page, uncompressed vs gzip vs brotli (issue 27)';

const CARDS = 2_000;
const SET_SIZE = 200;
const DATE = '2026-03-10';
const PAGE = '/api/v1/cards/search?q=t%3Acreature&page_size=100';
const ENCODINGS = { identity: 'identity', gzip: 'gzip', br: 'br' };
const DECODE = { identity: (b) => b, gzip: gunzipSync, br: brotliDecompressSync };
const TYPES = ['Creature — Human Wizard', 'Creature — Elf Druid', 'Creature — Goblin Warrior', 'Creature — Zombie'];
const WORDS = (
  'target creature player opponent card graveyard hand library battlefield draw discard sacrifice exile return ' +
  'counter spell ability damage life mana token flying trample haste vigilance deathtouch lifelink reach ' +
  'whenever when enters dies attacks blocks untap tap each another you control your their turn end combat ' +
  'until instead search shuffle reveal choose color colorless artifact enchantment land gain lose put top bottom'
).split(' ');
const ARTISTS = ['Rebecca Guay', 'Terese Nielsen', 'John Avon', 'Seb McKinnon', 'Kev Walker', 'Magali Villeneuve'];
const FORMATS = ['commander', 'legacy', 'modern', 'pauper', 'pioneer', 'standard', 'vintage'];

/** Rules text that differs card to card as real text does: 1–3 sentences of game words. */
function rulesText(random) {
  const sentence = () => {
    const words = Array.from(
      { length: 6 + Math.floor(random() * 10) },
      () => WORDS[Math.floor(random() * WORDS.length)],
    );
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  return Array.from({ length: 1 + Math.floor(random() * 3) }, sentence).join(' ');
}

const uuid = (i) => `${i.toString(16).padStart(8, '0')}-0000-6000-8000-${i.toString(16).padStart(12, 'c')}`;
const card = (i, setCode, number, random) => ({
  artist: ARTISTS[i % ARTISTS.length],
  availability: ['mtgo', 'paper'],
  colorIdentity: ['G'],
  colors: ['G'],
  finishes: ['nonfoil', 'foil'],
  identifiers: { scryfallId: uuid(i + 1_000_000), scryfallOracleId: uuid(i + 2_000_000) },
  layout: 'normal',
  legalities: Object.fromEntries(FORMATS.filter((_, f) => (i + f) % 3 !== 0).map((f) => [f, 'Legal'])),
  manaCost: '{1}{G}',
  manaValue: (i % 7) + 1,
  name: variedName((i * 7_919) % VARIED_NAMES).split(' // ')[0],
  number: String(number),
  power: String(i % 5),
  rarity: ['common', 'uncommon', 'rare', 'mythic'][i % 4],
  setCode,
  subtypes: TYPES[i % 4].split(' — ')[1].split(' '),
  supertypes: [],
  text: rulesText(random),
  toughness: String((i % 4) + 1),
  type: TYPES[i % 4],
  types: ['Creature'],
  uuid: uuid(i),
});

async function writeCatalogue(dir) {
  const meta = { date: DATE, version: `5.2.2+${DATE.replaceAll('-', '')}` };
  writeFileSync(join(dir, 'Meta.json'), JSON.stringify({ meta, data: meta }));
  const random = seededRandom(27);
  await writeGz(dir, 'AllPrintings', meta, CARDS / SET_SIZE, (s) => {
    const code = `C${s}`;
    const cards = Array.from({ length: SET_SIZE }, (_, n) => card(s * SET_SIZE + n, code, n + 1, random));
    return `"${code}":${JSON.stringify({ baseSetSize: SET_SIZE, cards, code, name: `Compression ${s}`, releaseDate: '2020-01-01', tokens: [], totalSetSize: SET_SIZE, type: 'expansion' })}`;
  });
  const price = (i) => ({ [DATE]: Math.round((i % 400) + 25) / 100 });
  await writeGz(
    dir,
    'AllPricesToday',
    meta,
    CARDS,
    (i) =>
      `"${uuid(i)}":${JSON.stringify({
        paper: {
          tcgplayer: { buylist: {}, retail: { normal: price(i), foil: price(i + 7) }, currency: 'USD' },
          cardmarket: { buylist: {}, retail: { normal: price(i + 3) }, currency: 'EUR' },
        },
      })}`,
  );
}

/** One GET read as raw bytes: ms to the last byte, the bytes, and ms more to decode them. */
function fetchRaw(url, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const received = performance.now();
        const body = Buffer.concat(chunks);
        const sent = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200 || sent !== encoding) reject(new Error(`${encoding}: ${res.statusCode}, ${sent}`));
        const json = DECODE[sent](body);
        resolve({ ms: received - started, decodedMs: performance.now() - started, bytes: body.length, json });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-bench-compression-'));
  const quiet = { info() {}, warn() {}, error() {} };
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    CARD_DATA_BASE_URL: pathToFileURL(dir).toString(),
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ENVIRONMENT: 'bench',
  });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  let server;
  try {
    await writeCatalogue(dir);
    const final = await RequestContext.create(runtime.orm.em, async () => {
      const begun = await runtime.container.get(BeginImport).execute({ source: 'AllPricesToday', force: true });
      if (!begun.ok) throw new Error(begun.error.message);
      const { owner } = begun.value;
      return runtime.container.get(RunImport).execute({ owner, source: 'AllPricesToday', force: true });
    });
    if (final.state !== 'succeeded') throw new Error(`import ${final.state}: ${final.message}`);
    server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
    return await measure(`${server.url}${PAGE}`);
  } finally {
    await server?.stop(100);
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(url) {
  const samples = Number(process.env.BENCH_COMPRESSION_REQUESTS ?? 300);
  const plain = await fetchRaw(url, 'identity');
  const page = JSON.parse(plain.json.toString('utf8'));
  if (page.data.length !== 100) throw new Error(`the page holds ${page.data.length} cards, not 100`);
  for (const encoding of Object.keys(ENCODINGS)) {
    const { json } = await fetchRaw(url, encoding);
    if (!json.equals(plain.json)) throw new Error(`${encoding} decodes to other JSON`);
  }
  const times = Object.fromEntries(Object.keys(ENCODINGS).map((e) => [e, { wire: [], decoded: [], cpu: 0, bytes: 0 }]));
  for (let i = 0; i < 20; i++) for (const encoding of Object.keys(ENCODINGS)) await fetchRaw(url, encoding);
  for (let i = 0; i < samples; i++) {
    for (const encoding of Object.keys(ENCODINGS)) {
      const cpu = process.cpuUsage();
      const { ms, decodedMs, bytes } = await fetchRaw(url, encoding);
      const used = process.cpuUsage(cpu);
      times[encoding].cpu += (used.user + used.system) / 1000;
      times[encoding].wire.push(ms);
      times[encoding].decoded.push(decodedMs);
      times[encoding].bytes = bytes;
    }
  }
  const figures = { cards: page.data.length, samples };
  for (const [encoding, t] of Object.entries(times)) {
    t.wire.sort((a, b) => a - b);
    t.decoded.sort((a, b) => a - b);
    const mean = t.wire.reduce((a, b) => a + b, 0) / t.wire.length;
    figures[encoding] = {
      bytes: t.bytes,
      meanMs: round(mean),
      p50Ms: round(percentile(t.wire, 50)),
      p99Ms: round(percentile(t.wire, 99)),
      p50DecodedMs: round(percentile(t.decoded, 50)),
      // CPU of the whole process (server, SQLite, client and zlib's threads): unlike wall-clock
      // time it hardly moves when other work competes for the cores.
      cpuMs: round(t.cpu / t.wire.length),
      // What the bytes alone take on a 10 Mbit/s link (a phone on a weak signal), latency aside.
      transferMsAt10Mbit: round((t.bytes * 8) / 10_000),
    };
  }
  for (const encoding of ['gzip', 'br']) {
    figures[encoding].bytesRatio = ratio(figures[encoding].bytes, figures.identity.bytes);
    figures[encoding].p50Ratio = ratio(figures[encoding].p50Ms, figures.identity.p50Ms);
    figures[encoding].cpuRatio = ratio(figures[encoding].cpuMs, figures.identity.cpuMs);
  }
  const row = (encoding) => {
    const f = figures[encoding];
    return `| ${encoding} | ${f.bytes.toLocaleString('en')} | ${f.bytesRatio ?? 1} | ${f.cpuMs} | ${f.cpuRatio ?? 1} | ${f.p50Ms} | ${f.p99Ms} | ${f.p50Ratio ?? 1} | ${f.p50DecodedMs} | ${f.transferMsAt10Mbit} |`;
  };
  const markdown = [
    `GET ${PAGE} (${figures.cards} cards), ${samples} requests per encoding, interleaved, sequential, SQLite; loopback.`,
    '',
    '| encoding | bytes on the wire | × uncompressed | CPU ms per request | × uncompressed | p50 ms to last byte | p99 ms | p50 × uncompressed | p50 ms decoded | ms at 10 Mbit/s |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...Object.keys(ENCODINGS).map(row),
  ].join('\n');
  return { figures, markdown };
}

const round = (x) => Math.round(x * 100) / 100;

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await run(), null, 2));
