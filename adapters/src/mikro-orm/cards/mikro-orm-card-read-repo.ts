import type { EntityManager } from '@mikro-orm/core';
import type { Card, CardListPage, CardPageRequest, CardReadRepo, CardSet, PriceSeries } from '@metagame/core';
import { preparedQueryAll } from '../prepared-query.js';
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

  constructor(private readonly em: EntityManager) {}

  async listSets(page: CardPageRequest): Promise<CardListPage<CardSet>> {
    const [rows, total] = await this.em.findAndCount(CardSetSchema, {}, { orderBy: { code: 'asc' }, ...page, disableIdentityMap: true });
    return { items: rows.map(setFromRecord), total };
  }

  async findSet(code: string): Promise<CardSet | null> {
    const row = await this.em.findOne(CardSetSchema, { code }, { disableIdentityMap: true });
    return row ? setFromRecord(row) : null;
  }

  async listSetCards(setCode: string, page: CardPageRequest): Promise<CardListPage<Card>> {
    const [rows, total] = await this.em.findAndCount(CardSchema, { setCode }, { orderBy: CARD_ORDER, ...page, disableIdentityMap: true });
    return { items: rows.map(cardFromRecord), total };
  }

  async findCard(uuid: string): Promise<Card | null> {
    const row = await this.em.findOne(CardSchema, { uuid }, { disableIdentityMap: true });
    return row ? cardFromRecord(row) : null;
  }

  async findByName(normalisedName: string, page: CardPageRequest): Promise<CardListPage<Card>> {
    const where = { $or: [{ nameLower: normalisedName }, { faceNameLower: normalisedName }] };
    const [rows, total] = await this.em.findAndCount(CardSchema, where, { orderBy: CARD_ORDER, ...page, disableIdentityMap: true });
    return { items: rows.map(cardFromRecord), total };
  }

  async priceSeries(uuid: string): Promise<PriceSeries[]> {
    const days = await preparedQueryAll<{ date: string; prices: string }>(this.em, 'card_price_days_by_uuid', PRICE_DAYS, [uuid]);
    const byCode = pointsByCode(days);
    const describe = await this.codes.describe(byCode.keys(), () => preparedQueryAll<DescriptorRow>(this.em, 'price_series_codes', SELECT_CODES, []));
    return seriesOf(uuid, byCode, describe);
  }
}
