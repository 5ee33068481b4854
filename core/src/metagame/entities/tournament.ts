import type { ArchetypeMatchKind } from '../classifier/definition-set.js';
import { effectiveArchetype } from './deck-archetype.js';
import type { FileCard } from './tournament-file.js';

/** An imported tournament. `sourceKey` identifies it across imports: its Uri, else `name|date`. */
export interface Tournament {
  readonly id: string;
  readonly format: string;
  readonly name: string;
  readonly date: Date;
  readonly uri: string | null;
  readonly sourceKey: string;
  readonly deckCount: number;
  readonly playerCount: number;
  readonly hasRounds: boolean;
  readonly hasStandings: boolean;
  /** Some standing disagrees with the rounds (see `checkStandings`). */
  readonly inconsistent: boolean;
  /** A digest of the file as imported (null when the importer gave none): an unchanged file is skipped. */
  readonly contentHash: string | null;
  readonly importedAt: Date;
}

/** Its standing, when the file has one for the player. */
export interface DeckStanding {
  readonly rank: number;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly omwp: number | null;
  readonly gwp: number | null;
  readonly ogwp: number | null;
}

export interface TournamentDeck {
  readonly id: string;
  readonly player: string;
  readonly result: string | null;
  readonly placement: number | null;
  readonly standing: DeckStanding | null;
  readonly mainboard: readonly FileCard[];
  readonly sideboard: readonly FileCard[];
  readonly archetype: string | null;
  /** Null: not classified yet. */
  readonly archetypeMatch: ArchetypeMatchKind | null;
  /** Set by hand; wins over `archetype`. */
  readonly archetypeOverride: string | null;
  readonly colors: string | null;
}

/** A match between two decks of the tournament; `deck2Id` null is a bye for deck 1. */
export interface TournamentMatch {
  readonly id: string;
  readonly roundIndex: number;
  readonly roundName: string;
  readonly deck1Id: string;
  readonly deck2Id: string | null;
  readonly wins1: number;
  readonly wins2: number;
  readonly draws: number;
}

/** A tournament with everything it holds, as an import writes it and a read gives it back. */
export interface TournamentDetail {
  readonly tournament: Tournament;
  /** In published order. */
  readonly decks: readonly TournamentDeck[];
  /** By round, then published order. */
  readonly matches: readonly TournamentMatch[];
}

/** A deck's effective archetype: a hand override wins over the classifier's. */
export const deckArchetypeOf = (deck: TournamentDeck): string | null =>
  effectiveArchetype(deck.archetype, deck.archetypeOverride);
