import type { Card, CardPrices, CardSet, CatalogueSet, PriceSeries } from '@metagame/core';

export const aCard = (uuid: string, overrides: Partial<Card> = {}): Card => ({
  uuid,
  setCode: 'TST',
  number: '1',
  name: `Card ${uuid}`,
  faceName: null,
  asciiName: null,
  isToken: false,
  layout: 'normal',
  side: null,
  rarity: 'common',
  manaCost: null,
  manaValue: 0,
  type: 'Instant',
  types: [],
  subtypes: [],
  supertypes: [],
  text: null,
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  colors: [],
  colorIdentity: [],
  otherFaceIds: [],
  availability: ['paper'],
  finishes: ['nonfoil'],
  isOnlineOnly: false,
  legalities: {},
  identifiers: {},
  ...overrides,
});

export const aSet = (code: string, cards: Card[]): CatalogueSet & { set: CardSet } => ({
  set: {
    code,
    name: code,
    releaseDate: '2025-01-01',
    type: 'expansion',
    baseSetSize: cards.length,
    totalSetSize: cards.length,
    keyruneCode: null,
    block: null,
    parentCode: null,
    isOnlineOnly: false,
    isFoilOnly: false,
  },
  cards,
});

export const aSeries = (
  uuid: string,
  points: Record<string, number>,
  overrides: Partial<PriceSeries> = {},
): PriceSeries => ({
  uuid,
  platform: 'paper',
  provider: 'tcgplayer',
  list: 'retail',
  finish: 'normal',
  currency: 'USD',
  points: Object.entries(points).map(([date, price]) => ({ date, price })),
  ...overrides,
});

export const pricesOf = (uuid: string, ...series: PriceSeries[]): CardPrices => ({ uuid, series });
