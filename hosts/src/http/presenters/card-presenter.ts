import type { CardIdentifier, CardSet, CurrentPrice, ImportStatus, PricedCard, PriceSeries } from '@metagame/core';

/** Domain → snake_case DTOs of the card reference (whitelisted again by the response schemas). */
export const presentSet = (s: CardSet) => ({
  code: s.code,
  name: s.name,
  release_date: s.releaseDate,
  type: s.type,
  base_set_size: s.baseSetSize,
  total_set_size: s.totalSetSize,
  keyrune_code: s.keyruneCode,
  block: s.block,
  parent_code: s.parentCode,
  is_online_only: s.isOnlineOnly,
  is_foil_only: s.isFoilOnly,
});

export const presentCard = (c: PricedCard) => ({
  uuid: c.uuid,
  set_code: c.setCode,
  number: c.number,
  name: c.name,
  face_name: c.faceName,
  ascii_name: c.asciiName,
  is_token: c.isToken,
  layout: c.layout,
  side: c.side,
  rarity: c.rarity,
  mana_cost: c.manaCost,
  mana_value: c.manaValue,
  type: c.type,
  types: [...c.types],
  subtypes: [...c.subtypes],
  supertypes: [...c.supertypes],
  text: c.text,
  power: c.power,
  toughness: c.toughness,
  loyalty: c.loyalty,
  defense: c.defense,
  colors: [...c.colors],
  color_identity: [...c.colorIdentity],
  other_face_ids: [...c.otherFaceIds],
  availability: [...c.availability],
  finishes: [...c.finishes],
  is_online_only: c.isOnlineOnly,
  legalities: { ...c.legalities },
  identifiers: { ...c.identifiers },
  current_prices: c.currentPrices.map(presentCurrentPrice),
});

const presentCurrentPrice = (p: CurrentPrice) => ({
  platform: p.platform,
  provider: p.provider,
  list: p.list,
  finish: p.finish,
  currency: p.currency,
  price: p.price,
  date: p.date,
  stale: p.stale,
});

/** A batch identifier back in the request's terms. */
export function presentIdentifier(i: CardIdentifier) {
  switch (i.kind) {
    case 'uuid':
      return { id: i.uuid };
    case 'scryfallId':
      return { scryfall_id: i.scryfallId };
    case 'setNumber':
      return { set: i.set, collector_number: i.number };
    case 'name':
      return i.set === null ? { name: i.name } : { name: i.name, set: i.set };
  }
}

export const presentSeries = (s: PriceSeries) => ({
  platform: s.platform,
  provider: s.provider,
  list: s.list,
  finish: s.finish,
  currency: s.currency,
  points: s.points.map((p) => ({ date: p.date, price: p.price })),
});

export const presentImportStatus = (s: ImportStatus) => ({
  state: s.state,
  source: s.source,
  force: s.force,
  started_at: s.startedAt?.toISOString() ?? null,
  finished_at: s.finishedAt?.toISOString() ?? null,
  phase: s.phase,
  progress: {
    bytes_read: s.progress.bytesRead,
    bytes_total: s.progress.bytesTotal,
    rows_written: s.progress.rowsWritten,
  },
  counts: { sets: s.counts.sets, cards: s.counts.cards, price_points: s.counts.pricePoints },
  upstream_version: s.upstream?.version ?? null,
  upstream_date: s.upstream?.date ?? null,
  error: s.state === 'failed' ? s.message : null,
  message: s.message,
});
