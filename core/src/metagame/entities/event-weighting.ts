/**
 * How much one deck counts in a share, by the size of the event it played in:
 * - `none`: every deck counts 1;
 * - `log_players`: a deck counts log2 of its event's player count (at least 1), so a deck from a
 *   64-player event counts 6 and one from an 8-player event 3: larger fields weigh more, not in
 *   proportion;
 * - `per_event`: a deck counts 1 / the event's deck count, so every event weighs the same whatever
 *   its size.
 */
export const EVENT_WEIGHTINGS = ['none', 'log_players', 'per_event'] as const;
export type EventWeighting = (typeof EVENT_WEIGHTINGS)[number];

/** The size of one event as published: its players and the decklists it published. */
export interface EventSize {
  readonly players: number;
  readonly decks: number;
}

/** One event size and the weight each of its decks carries. */
export interface SizeWeight extends EventSize {
  readonly weight: number;
}

export function eventWeight(weighting: EventWeighting, size: EventSize): number {
  switch (weighting) {
    case 'none':
      return 1;
    case 'log_players':
      return Math.log2(Math.max(2, size.players));
    case 'per_event':
      return 1 / Math.max(1, size.decks);
  }
}

/** The weight of every size in `sizes`; null for `none`, where a deck simply counts 1. */
export function weightTable(weighting: EventWeighting, sizes: readonly EventSize[]): readonly SizeWeight[] | null {
  if (weighting === 'none') return null;
  return sizes.map((size) => ({ players: size.players, decks: size.decks, weight: eventWeight(weighting, size) }));
}
