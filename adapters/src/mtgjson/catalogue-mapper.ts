import type { Card, CardSet } from '@metagame/core';

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v))
    for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
};

/**
 * An AllPrintings set (MTGJSON v5 Set model) from its fields. Its code is its key in `data` (MTGJSON
 * keys sets by code): the cards, which come before the `code` field, are filed under it too.
 */
export function mapSetFields(key: string, raw: Json): CardSet {
  const code = key.toUpperCase();
  const totalSetSize = num(raw.totalSetSize) ?? 0;
  return {
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
}

/**
 * One entry of a set's `cards` or `tokens` (MTGJSON v5 Card model), or null without a uuid or name.
 * Tokens carry their token set's code (e.g. TMH3); they are listed with the set that holds them.
 */
export function mapCard(raw: unknown, setCode: string, isToken: boolean): Card | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  return mapCardFields(raw as Json, setCode, isToken);
}

function mapCardFields(raw: Json, setCode: string, isToken: boolean): Card | null {
  const uuid = str(raw.uuid);
  const name = str(raw.name);
  if (!uuid || !name) return null;
  return {
    uuid: uuid.toLowerCase(),
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
