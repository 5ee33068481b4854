import type { EventWeighting } from './event-weighting.js';
import type { FigureSource } from '../../tracker/entities/meta-deck.js';

/** One roster deck as a sync left it: what the public metagame said and what the deck now holds. */
export interface RosterSnapshotRow {
  readonly metaDeckId: string;
  readonly name: string;
  readonly archetype: string;
  /** The archetype's decks and share of the field in the window (0 when it was not played). */
  readonly decks: number;
  readonly share: number;
  /** The figures the public metagame gives the archetype. */
  readonly publicPresence: number;
  readonly publicTop8: number;
  /** The deck's figures after the sync: the public ones where the sync owns them, the hand's elsewhere. */
  readonly presence: number;
  readonly top8: number;
  readonly presenceSource: FigureSource;
  readonly top8Source: FigureSource;
  /** The sync created this deck (one of the most played archetypes the roster lacked). */
  readonly created: boolean;
}

/** A dated record of one sync of a workspace's roster from the public metagame. */
export interface RosterSnapshot {
  readonly id: string;
  readonly ownerId: string;
  readonly takenAt: Date;
  readonly format: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly weighting: EventWeighting;
  /** Every deck of the window: the field the shares are of. */
  readonly fieldDecks: number;
  readonly createdDecks: number;
  /** Most played first (by share), then by name. */
  readonly rows: readonly RosterSnapshotRow[];
}
