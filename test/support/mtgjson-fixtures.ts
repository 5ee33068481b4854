import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Fixture uuids (MTGJSON v5 uuids are plain v5 UUID strings). */
export const UUID = {
  bolt: '00000000-0000-5000-8000-000000000001',
  wear: '00000000-0000-5000-8000-000000000002',
  tear: '00000000-0000-5000-8000-000000000003',
  n10: '00000000-0000-5000-8000-000000000010',
  n10a: '00000000-0000-5000-8000-00000000010a',
  n2: '00000000-0000-5000-8000-000000000020',
  token: '00000000-0000-5000-8000-0000000000f1',
  boltAbc: '00000000-0000-5000-8000-0000000000b1',
} as const;

const card = (uuid: string, name: string, number: string, setCode: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  name,
  number,
  setCode,
  rarity: 'common',
  manaCost: '{R}',
  manaValue: 1.0,
  type: 'Instant',
  types: ['Instant'],
  subtypes: [],
  supertypes: [],
  colors: ['R'],
  colorIdentity: ['R'],
  layout: 'normal',
  availability: ['paper', 'mtgo'],
  finishes: ['nonfoil', 'foil'],
  legalities: { legacy: 'Legal', modern: 'Legal' },
  identifiers: { scryfallId: `s-${uuid}` },
  foreignData: [{ language: 'German', name: 'x' }],
  rulings: [],
  ...extra,
});

/** AllPrintings `data` in the upstream shape: two sets, a split card (two faces), a token, odd numbers. */
export function allPrintingsData() {
  return {
    ABC: {
      code: 'ABC',
      name: 'Alpha Beta',
      releaseDate: '2020-01-01',
      type: 'core',
      baseSetSize: 1,
      totalSetSize: 1,
      keyruneCode: 'ABC',
      isOnlineOnly: false,
      isFoilOnly: false,
      translations: {},
      booster: { default: {} },
      cards: [card(UUID.boltAbc, 'Lightning Bolt', '1', 'ABC')],
      tokens: [],
    },
    TST: {
      code: 'TST',
      name: 'Test Set',
      releaseDate: '2025-01-01',
      type: 'expansion',
      baseSetSize: 6,
      totalSetSize: 7,
      keyruneCode: 'TST',
      isOnlineOnly: false,
      isFoilOnly: false,
      cards: [
        card(UUID.n10a, 'Ten A', '10a', 'TST'),
        card(UUID.wear, 'Wear // Tear', '3', 'TST', {
          faceName: 'Wear',
          side: 'a',
          layout: 'split',
          otherFaceIds: [UUID.tear],
        }),
        card(UUID.n2, 'Two', '2', 'TST'),
        card(UUID.tear, 'Wear // Tear', '3', 'TST', {
          faceName: 'Tear',
          side: 'b',
          layout: 'split',
          otherFaceIds: [UUID.wear],
          manaCost: '{W}',
        }),
        card(UUID.n10, 'Ten', '10', 'TST', { power: '*', toughness: '1+*' }),
        card(UUID.bolt, 'Lightning Bolt', '1', 'TST'),
      ],
      tokens: [card(UUID.token, 'Goblin', '1', 'TTST', { layout: 'token', types: ['Creature'] })],
    },
  };
}

const ALL_UUIDS = Object.values(UUID);

/** Consecutive dates ending at `last` (YYYY-MM-DD), oldest first. */
export function datesEnding(last: string, days: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** One uuid's price formats in the upstream nesting (writer quirks: empty buylist maps, EUR provider). */
function pricesFor(uuid: string, dates: readonly string[], base: number) {
  const series = (offset: number) =>
    Object.fromEntries(dates.map((d, i) => [d, Math.round((base + offset + i / 100) * 100) / 100]));
  return {
    paper: {
      tcgplayer: { buylist: {}, retail: { normal: series(0), foil: series(1) }, currency: 'USD' },
      cardkingdom: { buylist: { normal: series(-0.5) }, retail: { normal: series(0.2) }, currency: 'USD' },
      cardmarket: { buylist: {}, retail: { normal: series(-0.1) }, currency: 'EUR' },
    },
    mtgo: { cardhoarder: { buylist: {}, retail: { normal: series(-0.9) }, currency: 'USD' } },
  };
}

export function pricesData(dates: readonly string[], base = 1) {
  return Object.fromEntries(ALL_UUIDS.map((uuid, i) => [uuid, pricesFor(uuid, dates, base + i)]));
}

export interface PublishOptions {
  readonly gzip?: boolean;
  readonly priceBase?: number;
  readonly days?: number;
  /** AllPrintings `data` (default: allPrintingsData()). */
  readonly printings?: Record<string, unknown>;
  /** AllPrices `data` for these dates, oldest first (AllPricesToday gets the last one). */
  readonly prices?: (dates: readonly string[]) => Record<string, unknown>;
}

export interface Build {
  readonly version: string;
  readonly date: string;
}

/**
 * A directory laid out like the MTGJSON API root, written by the tests: Meta.json, and AllPrintings /
 * AllPrices / AllPricesToday as `.json.gz` + `.json.gz.sha256` (or plain `.json` when `gzip: false`).
 */
export class MtgjsonFixtureDir {
  readonly path = mkdtempSync(join(tmpdir(), 'mtgjson-'));
  get url(): string {
    return pathToFileURL(this.path).toString();
  }

  /** Publishes a build: 90 days of AllPrices and today's AllPricesToday ending at `build.date`. */
  publish(build: Build, options: PublishOptions = {}): void {
    const meta = { date: build.date, version: build.version };
    this.write('Meta.json', JSON.stringify({ meta, data: meta }), false);
    this.write(
      'AllPrintings.json',
      JSON.stringify({ meta, data: options.printings ?? allPrintingsData() }),
      options.gzip ?? true,
    );
    const days = datesEnding(build.date, options.days ?? 5);
    const prices = options.prices ?? ((dates: readonly string[]) => pricesData(dates, options.priceBase));
    this.write('AllPrices.json', JSON.stringify({ meta, data: prices(days) }), options.gzip ?? true);
    this.write('AllPricesToday.json', JSON.stringify({ meta, data: prices(days.slice(-1)) }), options.gzip ?? true);
  }

  /** Writes `name` (gzipped as `name.gz` when asked) with its `.sha256` sidecar; removes the other variant. */
  write(name: string, text: string | Buffer, gzip: boolean): void {
    const bytes = gzip ? gzipSync(text) : Buffer.from(text);
    const file = gzip ? `${name}.gz` : name;
    for (const stale of [name, `${name}.sha256`, `${name}.gz`, `${name}.gz.sha256`])
      rmSync(join(this.path, stale), { force: true });
    writeFileSync(join(this.path, file), bytes);
    writeFileSync(join(this.path, `${file}.sha256`), createHash('sha256').update(bytes).digest('hex'));
  }

  /** Replaces a file's bytes without touching its sidecar (corruption, truncation). */
  overwriteRaw(file: string, bytes: Buffer | string): void {
    writeFileSync(join(this.path, file), bytes);
  }

  remove(file: string): void {
    rmSync(join(this.path, file), { force: true });
  }

  close(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}
