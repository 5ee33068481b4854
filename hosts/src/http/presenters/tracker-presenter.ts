import {
  conversion,
  type AttributedCardTest,
  type DecklistVersion,
  type Match,
  type MetaDeck,
  type PersonalDeck,
  type SharedUser,
  type UserSettings,
} from '@metagame/core';

/** Whitelists of the tracker's fields in the API's snake_case (spec 2.7). */
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export const presentSettings = (s: UserSettings) => ({ data_shared: s.dataShared, active_personal_deck_id: s.activePersonalDeckId });

export const presentSharedUser = (u: SharedUser) => ({ id: u.id, display_name: u.displayName, email: u.email });

export const presentPersonalDeck = (d: PersonalDeck) => ({
  id: d.id,
  owner_id: d.ownerId,
  name: d.name,
  archived_at: iso(d.archivedAt),
  created_at: d.createdAt.toISOString(),
});

export const presentDecklistVersion = (v: DecklistVersion) => ({
  id: v.id,
  personal_deck_id: v.personalDeckId,
  version: v.version,
  content: v.content,
  source: v.source,
  created_at: v.createdAt.toISOString(),
});

export const presentMetaDeck = (d: MetaDeck) => ({
  id: d.id,
  owner_id: d.ownerId,
  name: d.name,
  tier: d.tier,
  category: d.category,
  decklist_notes: d.decklistNotes,
  top8: d.top8,
  presence: d.presence,
  expected: d.expected,
  tests_status: d.testsStatus,
  conversion: conversion(d),
  archived_at: iso(d.archivedAt),
  created_at: d.createdAt.toISOString(),
});

export const presentMatch = (m: Match) => ({
  id: m.id,
  owner_id: m.ownerId,
  date: m.date,
  personal_deck_id: m.personalDeckId,
  opponent_deck_id: m.opponentDeckId,
  on_play: m.onPlay,
  game1: m.game1,
  game2: m.game2,
  game3: m.game3,
  opening_hand: m.openingHand,
  turning_point: m.turningPoint,
  final_turn: m.finalTurn,
  created_at: m.createdAt.toISOString(),
});

export const presentCardTest = (t: AttributedCardTest) => ({
  id: t.id,
  tester: t.tester,
  card_name: t.cardName,
  personal_deck_id: t.personalDeckId,
  opponent_deck_id: t.opponentDeckId,
  rating: t.rating,
  notes: t.notes,
  created_at: t.createdAt.toISOString(),
});
