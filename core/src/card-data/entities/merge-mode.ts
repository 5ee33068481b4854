import { normalisePoints, type PriceSeries } from '../../cards/entities/price-series.js';

/**
 * How a price file combines with the stored history of the cards it lists:
 * - `merge` (AllPricesToday): the file's points are added; a (series, date) already stored is
 *   overwritten, every other stored point stays.
 * - `replace-window` (AllPrices): per card, every stored point dated on or after the card's earliest
 *   date in the file is replaced by the file's points (the file is the truth for the window it
 *   covers); older points survive.
 * Cards the file does not mention are never touched.
 */
export type MergeMode = 'merge' | 'replace-window';

export const mergeModeOf = (source: 'AllPrices' | 'AllPricesToday'): MergeMode =>
  source === 'AllPrices' ? 'replace-window' : 'merge';

/**
 * The series one card keeps after a file lists `incoming` for it: the reference semantics the
 * stores implement in bulk (and the in-memory store uses as is). Points newest first.
 */
export function mergeCardPrices(
  stored: readonly PriceSeries[],
  incoming: readonly PriceSeries[],
  mode: MergeMode,
): PriceSeries[] {
  const since = mode === 'merge' ? null : earliestDate(incoming);
  const kept = new Map<string, PriceSeries>();
  for (const series of stored) {
    const points = normalisePoints(since === null ? series.points : series.points.filter((p) => p.date < since));
    if (points.length) kept.set(seriesIdentity(series), { ...series, points });
  }
  for (const series of incoming) {
    if (series.points.length === 0) continue;
    const key = seriesIdentity(series);
    const old = kept.get(key);
    kept.set(key, { ...series, points: normalisePoints([...(old?.points ?? []), ...series.points]) });
  }
  return [...kept.values()];
}

/** A card's series are told apart by platform, provider, list, finish and currency. */
const seriesIdentity = (s: PriceSeries) => JSON.stringify([s.platform, s.provider, s.list, s.finish, s.currency]);

function earliestDate(series: readonly PriceSeries[]): string | null {
  let earliest: string | null = null;
  for (const s of series) for (const p of s.points) if (earliest === null || p.date < earliest) earliest = p.date;
  return earliest;
}
