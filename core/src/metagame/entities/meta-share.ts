import { recordsOf, type ArchetypePair } from './archetype-pairs.js';
import { compareArchetypes } from './archetype-order.js';
import { matchRecord, NO_MATCHES, type MatchRecord } from './match-record.js';

/**
 * One archetype's decks in the window, counted in SQL. `weight` sums the decks' weights (the deck
 * count when unweighted); `top8` counts decks placed 1st to 8th; `placedWeight` sums the weights of
 * its decks in events that publish placements (a league's sample of 5-0 lists does not).
 */
export interface ArchetypeTally {
  readonly archetype: string | null;
  readonly decks: number;
  readonly weight: number;
  readonly top8: number;
  readonly top8Weight: number;
  readonly placedWeight: number;
}

/**
 * One row of the share table. `share`: the archetype's weight over the field's. `top8Share`: its
 * weight among decks placed 1st to 8th (null when the window has none). `conversion`: top-8 share
 * over its share of the events that publish placements, so events without a top 8 neither help nor
 * hurt (1 = it made the top 8 as often as it was played; null when it played no such event).
 */
export interface ShareRow {
  readonly archetype: string | null;
  readonly decks: number;
  readonly share: number;
  readonly top8: number;
  readonly top8Share: number | null;
  readonly conversion: number | null;
  readonly record: MatchRecord;
}

export interface MetaShare {
  readonly decks: number;
  readonly top8Decks: number;
  readonly archetypes: readonly ShareRow[];
}

const sum = (tallies: readonly ArchetypeTally[], pick: (t: ArchetypeTally) => number) =>
  tallies.reduce((total, t) => total + pick(t), 0);

/** The share table, most played first (then by name), each row with its match record from `pairs`. */
export function metaShare(tallies: readonly ArchetypeTally[], pairs: readonly ArchetypePair[]): MetaShare {
  const field = sum(tallies, (t) => t.weight);
  const top8Field = sum(tallies, (t) => t.top8Weight);
  const placedField = sum(tallies, (t) => t.placedWeight);
  const records = recordsOf(pairs);
  const rows = tallies.map((t): ShareRow => {
    const top8Share = top8Field > 0 ? t.top8Weight / top8Field : null;
    const placedShare = placedField > 0 ? t.placedWeight / placedField : 0;
    return {
      archetype: t.archetype,
      decks: t.decks,
      share: field > 0 ? t.weight / field : 0,
      top8: t.top8,
      top8Share,
      conversion: top8Share !== null && placedShare > 0 ? top8Share / placedShare : null,
      record: matchRecord((t.archetype !== null && records.get(t.archetype)) || NO_MATCHES),
    };
  });
  rows.sort((a, b) => b.share - a.share || b.decks - a.decks || compareArchetypes(a.archetype, b.archetype));
  return { decks: sum(tallies, (t) => t.decks), top8Decks: sum(tallies, (t) => t.top8), archetypes: rows };
}
