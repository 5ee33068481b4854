import { isConflictLabel } from '../classifier/classify-deck.js';
import type { MetaShare, ShareRow } from './meta-share.js';

/** What a sync copies into a roster deck from one archetype's row of the share table. */
export interface RosterFigures {
  readonly decks: number;
  readonly share: number;
  readonly presence: number;
  readonly top8: number;
}

const NOT_PLAYED: RosterFigures = { decks: 0, share: 0, presence: 0, top8: 0 };

/**
 * A roster deck's presence and top 8 from the share table. Unweighted they are the archetype's decks
 * and top-8 decks. Weighted, they are the archetype's share of the field times the window's decks,
 * and its share of the top 8 times the window's top-8 decks, rounded: whole "effective decks" that
 * keep the weighted proportions between roster decks, which is what the simulator's default field
 * reads. An archetype absent from the window has 0 of each.
 */
export function rosterFigures(table: MetaShare, weighted: boolean): (archetype: string) => RosterFigures {
  const rows = new Map<string, ShareRow>();
  for (const row of table.archetypes) if (row.archetype !== null) rows.set(row.archetype, row);
  return (archetype) => {
    const row = rows.get(archetype);
    if (!row) return NOT_PLAYED;
    return {
      decks: row.decks,
      share: row.share,
      presence: weighted ? Math.round(row.share * table.decks) : row.decks,
      top8: weighted ? Math.round((row.top8Share ?? 0) * table.top8Decks) : row.top8,
    };
  };
}

/**
 * The `count` most played archetypes of the table, leaving out unclassified decks, decks several
 * archetypes claim (`Conflict(…)`: no archetype a roster could prepare against) and `excluded` names.
 */
export function mostPlayed(table: MetaShare, count: number, excluded: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const row of table.archetypes) {
    if (names.length >= count) break;
    if (row.archetype !== null && !excluded.has(row.archetype) && !isConflictLabel(row.archetype))
      names.push(row.archetype);
  }
  return names;
}
