import { compareArchetypes } from './archetype-order.js';
import { calendarDayOf, isoWeekLabel, mondayOf } from './iso-week.js';

/** One archetype's decks in one week (numbered as in iso-week.ts), counted in SQL; `weight` as for the share. */
export interface WeeklyTally {
  readonly week: number;
  readonly archetype: string | null;
  readonly decks: number;
  readonly weight: number;
}

export interface TrendWeek {
  readonly week: string;
  readonly startsOn: string;
  readonly decks: number;
}

/** One archetype's share in each week of the trend, in the order of `weeks`; null in a week without decks. */
export interface TrendSeries {
  readonly archetype: string | null;
  readonly decks: number;
  readonly points: readonly { readonly decks: number; readonly share: number | null }[];
}

export interface MetaTrend {
  readonly weeks: readonly TrendWeek[];
  readonly archetypes: readonly TrendSeries[];
}

/**
 * Share per archetype per ISO week, every week from the first to the last that has a deck (weeks
 * between without events are listed, empty). Archetypes most played over the whole window first.
 */
export function metaTrend(tallies: readonly WeeklyTally[]): MetaTrend {
  if (tallies.length === 0) return { weeks: [], archetypes: [] };
  const first = Math.min(...tallies.map((t) => t.week));
  const last = Math.max(...tallies.map((t) => t.week));
  const span = last - first + 1;
  const weekDecks = new Array<number>(span).fill(0);
  const weekWeight = new Array<number>(span).fill(0);
  const byArchetype = new Map<string | null, { weight: number; decks: number; cells: Map<number, WeeklyTally> }>();
  for (const t of tallies) {
    weekDecks[t.week - first] = (weekDecks[t.week - first] ?? 0) + t.decks;
    weekWeight[t.week - first] = (weekWeight[t.week - first] ?? 0) + t.weight;
    const entry = byArchetype.get(t.archetype) ?? { weight: 0, decks: 0, cells: new Map<number, WeeklyTally>() };
    entry.weight += t.weight;
    entry.decks += t.decks;
    entry.cells.set(t.week, t);
    byArchetype.set(t.archetype, entry);
  }
  const weeks = weekDecks.map((decks, i) => ({
    week: isoWeekLabel(first + i),
    startsOn: calendarDayOf(mondayOf(first + i)),
    decks,
  }));
  const series = [...byArchetype]
    .sort(([a, x], [b, y]) => y.weight - x.weight || y.decks - x.decks || compareArchetypes(a, b))
    .map(([archetype, entry]) => ({
      archetype,
      decks: entry.decks,
      points: weekWeight.map((total, i) => {
        const cell = entry.cells.get(first + i);
        return { decks: cell?.decks ?? 0, share: total > 0 ? (cell?.weight ?? 0) / total : null };
      }),
    }));
  return { weeks, archetypes: series };
}
