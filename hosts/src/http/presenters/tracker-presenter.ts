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

/** Whitelists of the tracker's fields in the API's snake_case (spec 2.7). */
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export const presentSettings = (s: UserSettings) => ({
  data_shared: s.dataShared,
  active_personal_deck_id: s.activePersonalDeckId,
});

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
  cards: parseDecklistCards(v.content).map((card) => ({
    section: card.section,
    card_name: card.name,
    quantity: card.quantity,
  })),
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
  event_id: m.eventId,
  round: m.round,
  decklist_version_id: m.decklistVersionId,
  game2_on_play: m.game2OnPlay,
  game3_on_play: m.game3OnPlay,
  game1_mulligans: m.game1Mulligans,
  game2_mulligans: m.game2Mulligans,
  game3_mulligans: m.game3Mulligans,
  game2_plan_used: m.game2PlanUsed,
  game3_plan_used: m.game3PlanUsed,
  created_at: m.createdAt.toISOString(),
});

export const presentEvent = (e: TrackerEvent) => ({
  id: e.id,
  owner_id: e.ownerId,
  name: e.name,
  format: e.format,
  date: e.date,
  kind: e.kind,
  location: e.location,
  rounds: e.rounds,
  notes: e.notes,
  archived_at: iso(e.archivedAt),
  created_at: e.createdAt.toISOString(),
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
