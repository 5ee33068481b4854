import { PRICE_FINISHES, PRICE_LISTS, PRICE_PLATFORMS, type CardPrices, type PriceSeries } from '@metagame/core';
import type { SqlSession } from '../runner/sql-session.js';

/** What a series code stands for. */
export type SeriesDescriptor = Pick<PriceSeries, 'platform' | 'provider' | 'list' | 'finish' | 'currency'>;
const COLUMNS = ['platform', 'provider', 'list', 'finish', 'currency'] as const;
export type DescriptorRow = Record<(typeof COLUMNS)[number], string> & { id: number | string };
/** Every code with what it stands for: what both caches load. */
export const SELECT_CODES = `SELECT id, ${COLUMNS.join(', ')} FROM price_series_codes`;

/** platform × list × finish: the slot of a series among a (provider, currency)'s twelve codes. */
const slotOf = (s: SeriesDescriptor) =>
  PRICE_PLATFORMS.indexOf(s.platform) * 6 + PRICE_LISTS.indexOf(s.list) * 3 + PRICE_FINISHES.indexOf(s.finish);

/**
 * The small integers `card_price_days.prices` uses for series (`{"3":1.25,…}`): a few dozen
 * (platform, provider, list, finish, currency) exist, and a name per point would make every row
 * four times longer. Codes are only ever added, never changed or reused, so both caches stay true;
 * a code this process has not seen is looked up again. Lookups run once per staged series (10^6
 * per daily file), hence the nested maps instead of a joined string key.
 */
export class PriceSeriesCodes {
  /** provider → currency → code per slot. */
  private readonly ids = new Map<string, Map<string, (number | undefined)[]>>();
  private readonly byId = new Map<number, SeriesDescriptor>();

  /**
   * The code of every series of these cards; descriptors the database does not hold yet are added
   * through `withSession` (the common case, every code known, opens no session).
   */
  async codesFor(
    cards: readonly CardPrices[],
    withSession: <T>(work: (session: SqlSession) => Promise<T>) => Promise<T>,
  ): Promise<(s: SeriesDescriptor) => number> {
    const missing = new Map<string, unknown[]>();
    for (const card of cards) {
      for (const s of card.series) {
        if (this.find(s) !== undefined) continue;
        const row = COLUMNS.map((c) => s[c]);
        missing.set(JSON.stringify(row), row);
      }
    }
    if (missing.size > 0) {
      const rows = await withSession(async (session) => {
        await session.insertRows(
          'price_series_codes',
          COLUMNS.map((name) => ({ name, pgType: 'text' as const })),
          [...missing.values()],
        );
        return session.all<DescriptorRow>(SELECT_CODES);
      });
      this.remember(rows);
    }
    return (s) => {
      const id = this.find(s);
      if (id === undefined) throw new Error(`no price series code for ${JSON.stringify(s)}`);
      return id;
    };
  }

  private find(s: SeriesDescriptor): number | undefined {
    return this.ids.get(s.provider)?.get(s.currency)?.[slotOf(s)];
  }

  /** What each of `ids` stands for, reloading the table when one is new to this process. */
  async describe(
    ids: Iterable<number>,
    load: () => Promise<DescriptorRow[]>,
  ): Promise<(id: number) => SeriesDescriptor> {
    for (const id of ids) {
      if (this.byId.has(id)) continue;
      this.remember(await load());
      break;
    }
    return (id) => {
      const descriptor = this.byId.get(id);
      if (!descriptor) throw new Error(`card_price_days holds an unknown series code ${id}`);
      return descriptor;
    };
  }

  private remember(rows: readonly DescriptorRow[]): void {
    for (const row of rows) {
      const descriptor: SeriesDescriptor = {
        platform: oneOf(PRICE_PLATFORMS, row.platform),
        provider: row.provider,
        list: oneOf(PRICE_LISTS, row.list),
        finish: oneOf(PRICE_FINISHES, row.finish),
        currency: row.currency,
      };
      let byCurrency = this.ids.get(descriptor.provider);
      if (!byCurrency) this.ids.set(descriptor.provider, (byCurrency = new Map()));
      let slots = byCurrency.get(descriptor.currency);
      if (!slots) byCurrency.set(descriptor.currency, (slots = []));
      slots[slotOf(descriptor)] = Number(row.id);
      this.byId.set(Number(row.id), descriptor);
    }
  }
}

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`price_series_codes holds an unknown value '${value}'`);
}
