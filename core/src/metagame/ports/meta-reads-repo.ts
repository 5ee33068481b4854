import type { PairCount } from '../entities/archetype-pairs.js';
import type { EventSize, SizeWeight } from '../entities/event-weighting.js';
import type { FormatSummary } from '../entities/format-summary.js';
import type { MetaInstants } from '../entities/meta-window.js';
import type { ArchetypeTally } from '../entities/meta-share.js';
import type { WeeklyTally } from '../entities/meta-trend.js';

/**
 * Aggregates over the public tournaments, counted in the database: which formats there are, then the
 * decks and matches of one format and window. A deck's archetype is its hand override, else its
 * classification; null = not classified yet. `weights` gives each event size's deck weight; null
 * counts every deck 1. A size missing from `weights` counts 1.
 */
export interface MetaReadsRepo {
  /**
   * One summary per format with imported tournaments (decks: their published decklists), the format
   * of the newest tournament first, then by name (code unit order); empty when none are imported.
   */
  formats(): Promise<FormatSummary[]>;
  /** The distinct (players, decks) sizes of the events in the window; empty when there are none. */
  eventSizes(window: MetaInstants): Promise<EventSize[]>;
  /** One tally per archetype (null included) with decks in the window; empty when there are none. */
  archetypeTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<ArchetypeTally[]>;
  /** One tally per (week, archetype) with decks in the window. */
  weeklyTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<WeeklyTally[]>;
  /**
   * Matches of the window's events grouped by (first deck's archetype, second deck's archetype),
   * counted from the first deck's side; byes (no second deck) are left out. Mirrors and unclassified
   * decks are included: core decides what they mean.
   */
  pairCounts(window: MetaInstants): Promise<PairCount[]>;
}
