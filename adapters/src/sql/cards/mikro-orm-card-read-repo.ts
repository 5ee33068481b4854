import type { Sql } from '../runner/sql.js';
import type {
  Card,
  CardListPage,
  CardPageRequest,
  CardReadRepo,
  CardSet,
  LatestPrice,
  PricePoint,
  PriceSeries,
} from '@metagame/core';
import { CardSchema, CardSetSchema } from '../schemas/cards/card-schemas.js';
import { cardFromRecord, setFromRecord } from './card-rows.js';
import { pointsByCode, seriesOf } from './price-day-codec.js';
import { PriceSeriesCodes, SELECT_CODES, type DescriptorRow } from './price-series-codes.js';

/** A card's history, newest first: one range of the (uuid, date) key. */
const PRICE_DAYS = 'SELECT date, prices FROM card_price_days WHERE uuid = ? ORDER BY date DESC';
const CARD_ORDER = { setCode: 'asc', isToken: 'asc', numberSort: 'asc', uuid: 'asc' } as const;

/** CardReadRepo on MikroORM; reads bypass the identity map (rows are large and read once). */
export class MikroOrmCardReadRepo implements CardReadRepo {
  private readonly codes = new PriceSeriesCodes();

  constructor(private readonly sql: Sql) {}

  async listSets(page: CardPageRequest): Promise<CardListPage<CardSet>> {
    const [rows, total] = await this.sql.em.findAndCount(
      CardSetSchema,
      {},
      { orderBy: { code: 'asc' }, ...page, disableIdentityMap: true },
    );
    return { items: rows.map(setFromRecord), total };
  }

  async findSet(code: string): Promise<CardSet | null> {
    const row = await this.sql.em.findOne(CardSetSchema, { code }, { disableIdentityMap: true });
    return row ? setFromRecord(row) : null;
  }

  async listSetCards(setCode: string, page: CardPageRequest): Promise<CardListPage<Card>> {
    const [rows, total] = await this.sql.em.findAndCount(
      CardSchema,
      { setCode },
      { orderBy: CARD_ORDER, ...page, disableIdentityMap: true },
    );
    return { items: rows.map(cardFromRecord), total };
  }

  async findCard(uuid: string): Promise<Card | null> {
    const row = await this.sql.em.findOne(CardSchema, { uuid }, { disableIdentityMap: true });
    return row ? cardFromRecord(row) : null;
  }

  async findByName(normalisedName: string, page: CardPageRequest): Promise<CardListPage<Card>> {
    const where = { $or: [{ nameLower: normalisedName }, { faceNameLower: normalisedName }] };
    const [rows, total] = await this.sql.em.findAndCount(CardSchema, where, {
      orderBy: CARD_ORDER,
      ...page,
      disableIdentityMap: true,
    });
    return { items: rows.map(cardFromRecord), total };
  }

  async priceSeries(uuid: string): Promise<PriceSeries[]> {
    const days = await this.sql.all<{ date: string; prices: string }>(PRICE_DAYS, [uuid]);
    const byCode = pointsByCode(days);
    const describe = await this.codes.describe(byCode.keys(), () => this.sql.all<DescriptorRow>(SELECT_CODES, []));
    return seriesOf(uuid, byCode, describe);
  }

  async latestPrices(uuids: readonly string[]): Promise<Map<string, LatestPrice[]>> {
    const byCard = new Map<string, LatestPrice[]>();
    if (uuids.length === 0) return byCard;
    const rows = await this.sql.all<{ uuid: string; code: number | string; date: string; price: number | string }>(
      `SELECT uuid, code, date, price FROM card_latest_prices WHERE uuid IN (${uuids.map(() => '?').join(', ')})`,
      uuids,
    );
    const describe = await this.codes.describe(new Set(rows.map((r) => Number(r.code))), () =>
      this.sql.all<DescriptorRow>(SELECT_CODES, []),
    );
    const grouped = new Map<string, Map<number, PricePoint[]>>();
    for (const row of rows) {
      let codes = grouped.get(row.uuid);
      if (!codes) grouped.set(row.uuid, (codes = new Map()));
      codes.set(Number(row.code), [{ date: row.date, price: Number(row.price) }]);
    }
    for (const [uuid, codes] of grouped) {
      byCard.set(
        uuid,
        seriesOf(uuid, codes, describe).map(({ uuid: _, points, ...series }) => ({
          ...series,
          price: points[0]!.price,
          date: points[0]!.date,
        })),
      );
    }
    return byCard;
  }
}
