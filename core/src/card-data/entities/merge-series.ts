import { normalisePoints, seriesKey, type PriceSeries } from '../../cards/entities/price-series.js';

/**
 * How a price file combines with the stored history of the series it lists:
 * - `merge` (AllPricesToday): the file's points are added; a date already stored is overwritten.
 * - `replace-window` (AllPrices): per series, every stored point from the file's earliest date on is
 *   replaced by the file's points; older points survive.
 * Series the file does not mention are never touched.
 */
export type MergeMode = 'merge' | 'replace-window';

export const mergeModeOf = (source: 'AllPrices' | 'AllPricesToday'): MergeMode => (source === 'AllPrices' ? 'replace-window' : 'merge');

/** What the store knows of a published series without reading its points. */
export interface SeriesHead {
  readonly key: string;
  readonly earliestDate: string;
  readonly latestDate: string;
}

/**
 * How each incoming series is written, cheapest first:
 * - `create`: no stored series has its key: publish only inserts it (nothing to delete first);
 * - `replace`: a window covering the whole stored history: stage the file's points in its place;
 * - `prepend`: every incoming date is newer than the stored ones (the daily case): the store adds
 *   them in front of the stored points without reading them back;
 * - `merge`: anything else (a re-run of the same day, a partial window): read, merge, replace.
 */
export interface SeriesWritePlan {
  readonly create: PriceSeries[];
  readonly replace: PriceSeries[];
  readonly prepend: PriceSeries[];
  readonly merge: PriceSeries[];
}

export function planSeriesWrites(heads: ReadonlyMap<string, SeriesHead>, incoming: readonly PriceSeries[], mode: MergeMode): SeriesWritePlan {
  const plan: SeriesWritePlan = { create: [], replace: [], prepend: [], merge: [] };
  for (const series of incoming) {
    if (series.points.length === 0) continue;
    const points = normalisePoints(series.points);
    const normalised = points === series.points ? series : { ...series, points };
    const head = heads.size === 0 ? undefined : heads.get(seriesKey(series));
    const earliest = points[points.length - 1]!.date;
    if (!head) plan.create.push(normalised);
    else if (mode === 'replace-window' && earliest <= head.earliestDate) plan.replace.push(normalised);
    else if (earliest > head.latestDate) plan.prepend.push(normalised);
    else plan.merge.push(normalised);
  }
  return plan;
}

/** The series `incoming` leaves behind, given the stored ones with the same keys. */
export function mergeSeries(existing: readonly PriceSeries[], incoming: readonly PriceSeries[], mode: MergeMode): PriceSeries[] {
  const stored = new Map(existing.map((s) => [seriesKey(s), s]));
  return incoming.map((series) => {
    const old = stored.get(seriesKey(series));
    if (!old) return { ...series, points: normalisePoints(series.points) };
    const earliest = series.points.reduce((min, p) => (p.date < min ? p.date : min), '9999-12-31');
    const kept = mode === 'merge' ? old.points : old.points.filter((p) => p.date < earliest);
    return { ...series, points: normalisePoints([...kept, ...series.points]) };
  });
}
