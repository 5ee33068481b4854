import {
  parseDecklistCards,
  conversion,
  type AttributedCardTest,
  type DecklistVersion,
  type Match,
  type MetaDeck,
  type PersonalDeck,
  type SharedUser,
  type TrackerEvent,
  type UserSettings,
} from '@metagame/core';
import {
  cardTestCodec,
  decklistVersionCodec,
  eventCodec,
  matchCodec,
  metaDeckCodec,
  personalDeckCodec,
  settingsCodec,
  sharedUserCodec,
} from '@metagame/contracts';

/** The tracker's resources as they leave the server: each read schema's fields, from the domain's. */
export const presentSettings = (s: UserSettings) => settingsCodec.toWire(s);

export const presentSharedUser = (u: SharedUser) => sharedUserCodec.toWire(u);

export const presentPersonalDeck = (d: PersonalDeck) => personalDeckCodec.toWire(d);

/** The cards are the server's reading of the content, computed on the way out. */
export const presentDecklistVersion = (v: DecklistVersion) =>
  decklistVersionCodec.toWire({
    ...v,
    cards: parseDecklistCards(v.content).map((card) => ({ ...card, cardName: card.name })),
  });

/** Conversion (top8 / presence) is computed on the way out, never stored. */
export const presentMetaDeck = (d: MetaDeck) => metaDeckCodec.toWire({ ...d, conversion: conversion(d) });

export const presentMatch = (m: Match) => matchCodec.toWire(m);

export const presentEvent = (e: TrackerEvent) => eventCodec.toWire(e);

export const presentCardTest = (t: AttributedCardTest) => cardTestCodec.toWire(t);
