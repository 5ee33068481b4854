import type { components } from '../api/openapi';

type MetaDeck = components['schemas']['MetaDeckRead'];
type Row = components['schemas']['RosterSnapshotRow'];
type FigureSource = components['schemas']['FigureSource'];

/** A figure after the sync, with its value before (null for a deck the sync created). */
export interface FigureChange {
  readonly before: number | null;
  readonly after: number;
  readonly source: FigureSource;
}

export interface SyncChange {
  readonly row: Row;
  readonly presence: FigureChange;
  readonly top8: FigureChange;
  readonly outcome: 'created' | 'updated' | 'unchanged';
}

/**
 * What a sync changed, row by row of its snapshot, against the roster as it stood before: a deck
 * the sync created, one whose presence or top 8 moved, or one left as it was (a figure typed by
 * hand, or the same numbers as before).
 */
export function syncChanges(before: readonly MetaDeck[], rows: readonly Row[]): SyncChange[] {
  return rows.map((row) => {
    const old = row.created ? undefined : before.find((d) => d.id === row.meta_deck_id);
    const presence = { before: old?.presence ?? null, after: row.presence, source: row.presence_source };
    const top8 = { before: old?.top8 ?? null, after: row.top8, source: row.top8_source };
    const moved = (f: FigureChange) => f.before !== null && f.before !== f.after;
    const outcome = row.created ? 'created' : moved(presence) || moved(top8) ? 'updated' : 'unchanged';
    return { row, presence, top8, outcome };
  });
}
