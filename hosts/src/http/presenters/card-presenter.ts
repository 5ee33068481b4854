import type { CardIdentifier, CardSet, ImportStatus, PricedCard, PriceSeries } from '@metagame/core';
import { cardCodec, importStatusCodec, priceSeriesCodec, setCodec } from '@metagame/contracts';

/** The card reference as its read schemas list it. */
export const presentSet = (s: CardSet) => setCodec.toWire(s);

export const presentCard = (c: PricedCard) => cardCodec.toWire(c);

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

export const presentSeries = (s: PriceSeries) => priceSeriesCodec.toWire(s);

/** The upstream version and date are flattened; `error` repeats the message of a failed import. */
export const presentImportStatus = (s: ImportStatus) =>
  importStatusCodec.toWire({
    ...s,
    upstreamVersion: s.upstream?.version ?? null,
    upstreamDate: s.upstream?.date ?? null,
    error: s.state === 'failed' ? s.message : null,
  });
