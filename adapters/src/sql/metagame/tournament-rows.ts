import type { ArchetypeMatchKind, FileCard, Tournament, TournamentDeck, TournamentMatch } from '@metagame/core';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

/*
 * The three tables' rows, mapped in this one place: each row to and from its domain value (the
 * column lists are in tournament-columns.ts). Booleans come back as 0/1 and timestamps as
 * epoch ms on SQLite; cards travel as JSON `[[count, "Card Name"], …]`.
 */
type Instant = Date | number | string;
type Flag = boolean | number;

export interface TournamentRow {
  id: string;
  format: string;
  name: string;
  date: Instant;
  uri: string | null;
  source_key: string;
  deck_count: number;
  player_count: number;
  has_rounds: Flag;
  has_standings: Flag;
  inconsistent: Flag;
  content_hash: string | null;
  imported_at: Instant;
}

export interface DeckRow {
  id: string;
  player: string;
  result: string | null;
  placement: number | null;
  rank: number | null;
  points: number | null;
  wins: number | null;
  losses: number | null;
  draws: number | null;
  omwp: number | null;
  gwp: number | null;
  ogwp: number | null;
  mainboard: string;
  sideboard: string;
  archetype: string | null;
  archetype_match: string | null;
  archetype_override: string | null;
  colors: string | null;
}

export interface MatchRow {
  id: string;
  round_index: number;
  round_name: string;
  deck1_id: string;
  deck2_id: string | null;
  wins1: number;
  wins2: number;
  draws: number;
}

const ARCHETYPE_MATCHES: readonly ArchetypeMatchKind[] = ['rule', 'fallback', 'unknown'];

export const tournamentValues = (t: Tournament): unknown[] => [
  t.id,
  t.format,
  t.name,
  t.date,
  t.uri,
  t.sourceKey,
  t.deckCount,
  t.playerCount,
  t.hasRounds,
  t.hasStandings,
  t.inconsistent,
  t.contentHash,
  t.importedAt,
];

export const deckValues = (
  t: Tournament,
  deck: TournamentDeck,
  position: number,
  instant: (date: Date) => number | string,
): unknown[] => {
  const s = deck.standing;
  return [
    deck.id,
    t.id,
    position,
    t.format,
    instant(t.date),
    deck.player,
    deck.result,
    deck.placement,
    s?.rank ?? null,
    s?.points ?? null,
    s?.wins ?? null,
    s?.losses ?? null,
    s?.draws ?? null,
    s?.omwp ?? null,
    s?.gwp ?? null,
    s?.ogwp ?? null,
    cardsText(deck.mainboard),
    cardsText(deck.sideboard),
    deck.archetype,
    deck.archetypeMatch,
    deck.archetypeOverride,
    deck.colors,
  ];
};

export const matchValues = (tournamentId: string, m: TournamentMatch, position: number): unknown[] => [
  m.id,
  tournamentId,
  m.roundIndex,
  position,
  m.roundName,
  m.deck1Id,
  m.deck2Id,
  m.wins1,
  m.wins2,
  m.draws,
];

export const toTournament = (row: TournamentRow): Tournament => ({
  id: row.id,
  format: row.format,
  name: row.name,
  date: toDate(row.date),
  uri: row.uri,
  sourceKey: row.source_key,
  deckCount: Number(row.deck_count),
  playerCount: Number(row.player_count),
  hasRounds: Boolean(row.has_rounds),
  hasStandings: Boolean(row.has_standings),
  inconsistent: Boolean(row.inconsistent),
  contentHash: row.content_hash,
  importedAt: toDate(row.imported_at),
});

export const toDeck = (row: DeckRow): TournamentDeck => ({
  id: row.id,
  player: row.player,
  result: row.result,
  placement: row.placement,
  standing:
    row.rank === null
      ? null
      : {
          rank: row.rank,
          points: row.points ?? 0,
          wins: row.wins ?? 0,
          losses: row.losses ?? 0,
          draws: row.draws ?? 0,
          omwp: row.omwp,
          gwp: row.gwp,
          ogwp: row.ogwp,
        },
  mainboard: readCards(row.mainboard),
  sideboard: readCards(row.sideboard),
  archetype: row.archetype,
  archetypeMatch:
    row.archetype_match === null
      ? null
      : storedEnum(ARCHETYPE_MATCHES, row.archetype_match, 'tournament_decks.archetype_match'),
  archetypeOverride: row.archetype_override,
  colors: row.colors,
});

export const toMatch = (row: MatchRow): TournamentMatch => ({
  id: row.id,
  roundIndex: row.round_index,
  roundName: row.round_name,
  deck1Id: row.deck1_id,
  deck2Id: row.deck2_id,
  wins1: row.wins1,
  wins2: row.wins2,
  draws: row.draws,
});

const cardsText = (cards: readonly FileCard[]): string => JSON.stringify(cards.map((c) => [c.count, c.name]));

function readCards(text: string): FileCard[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new Error('tournament_decks cards are not a JSON list');
  return value.map((entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string')
      throw new Error('tournament_decks cards hold an entry that is not [count, name]');
    return { count: entry[0], name: entry[1] };
  });
}
