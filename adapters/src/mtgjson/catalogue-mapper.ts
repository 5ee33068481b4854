import type { Card, CardSet } from '@metagame/core';

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
};

/** One AllPrintings `data[code]` entry as a set with its cards and tokens (MTGJSON v5 Set model). */
export function mapCatalogueSet(key: string, raw: Json): { set: CardSet; cards: Card[] } {
  const code = (str(raw.code) ?? key).toUpperCase();
  const totalSetSize = num(raw.totalSetSize) ?? 0;
  const set: CardSet = {
    code,
    name: str(raw.name) ?? code,
    releaseDate: str(raw.releaseDate),
    type: str(raw.type) ?? '',
    baseSetSize: num(raw.baseSetSize) ?? totalSetSize,
    totalSetSize,
    keyruneCode: str(raw.keyruneCode),
    block: str(raw.block),
    parentCode: str(raw.parentCode)?.toUpperCase() ?? null,
    isOnlineOnly: raw.isOnlineOnly === true,
    isFoilOnly: raw.isFoilOnly === true,
  };
  const cards: Card[] = [];
  for (const [list, isToken] of [[raw.cards, false], [raw.tokens, true]] as const) {
    if (!Array.isArray(list)) continue;
    for (const item of list as Json[]) {
      const card = mapCard(item, code, isToken);
      if (card) cards.push(card);
    }
  }
  return { set, cards };
}

function mapCard(raw: Json, setCode: string, isToken: boolean): Card | null {
  const uuid = str(raw.uuid);
  const name = str(raw.name);
  if (!uuid || !name) return null;
  return {
    uuid: uuid.toLowerCase(),
    // Tokens carry their token set's code (e.g. TMH3); they are listed with the set that holds them.
    setCode,
    number: str(raw.number) ?? '',
    name,
    faceName: str(raw.faceName),
    asciiName: str(raw.asciiName),
    isToken,
    layout: str(raw.layout) ?? (isToken ? 'token' : 'normal'),
    side: str(raw.side),
    rarity: str(raw.rarity),
    manaCost: str(raw.manaCost),
    manaValue: num(raw.manaValue) ?? num(raw.convertedManaCost),
    type: str(raw.type),
    types: strings(raw.types),
    subtypes: strings(raw.subtypes),
    supertypes: strings(raw.supertypes),
    text: str(raw.text),
    power: str(raw.power),
    toughness: str(raw.toughness),
    loyalty: str(raw.loyalty),
    defense: str(raw.defense),
    colors: strings(raw.colors),
    colorIdentity: strings(raw.colorIdentity),
    otherFaceIds: strings(raw.otherFaceIds).map((id) => id.toLowerCase()),
    availability: strings(raw.availability),
    finishes: strings(raw.finishes),
    isOnlineOnly: raw.isOnlineOnly === true,
    legalities: record(raw.legalities),
    identifiers: record(raw.identifiers),
  };
}
