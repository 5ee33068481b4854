import type { DecklistVersionLabel } from '../../tracker/ports/decklist-version-repo.js';
import type { MatchCounts, MulliganCounts } from './matchup-counts.js';
import { addSlices, EMPTY_SLICE, sliceFigures, tallySlices, type SliceFigures } from './slice-figures.js';

export interface VersionStatsRow extends SliceFigures {
  readonly version: DecklistVersionLabel;
  /** The deck's newest version: its row is "since the last change". */
  readonly sinceLastChange: boolean;
}

/** Per decklist version of one personal deck, the matches pinned to it; plus unpinned matches and the lifetime total. */
export interface VersionStats {
  /** Every version of the deck, newest first, with or without matches. */
  readonly versions: readonly VersionStatsRow[];
  /** Matches pinned to no version (recorded before the deck had one, or whose version was deleted). */
  readonly unpinned: SliceFigures;
  /** Every match of the deck that passes the filter. */
  readonly total: SliceFigures;
}

/** Counts grouped by version (null = unpinned) → one row per version, newest first, the unpinned row and the total. */
export function buildVersionStats(
  counts: readonly MatchCounts[],
  mulligans: readonly MulliganCounts[],
  versions: readonly DecklistVersionLabel[],
): VersionStats {
  const slices = tallySlices(counts, mulligans);
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return {
    versions: newestFirst.map((version, i) => ({
      version,
      sinceLastChange: i === 0,
      ...sliceFigures(slices.get(version.id) ?? EMPTY_SLICE),
    })),
    unpinned: sliceFigures(slices.get(null) ?? EMPTY_SLICE),
    total: sliceFigures(addSlices(...slices.values())),
  };
}
