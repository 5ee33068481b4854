/**
 * Background of a matrix cell: red (0%) through yellow to green (100%), light enough that the
 * cell's dark text keeps WCAG AA contrast at every rate. No decided game: neutral grey.
 */
export function heatColour(winRate: number | null): string {
  if (winRate === null) return '#f1f3f5';
  return `hsl(${Math.round(winRate * 120)} 70% 82%)`;
}

/** A rate as a percentage, whole (`67%`) unless more digits are asked for (`66.7%`); `–` for none. */
export const percent = (rate: number | null, digits = 0): string =>
  rate === null ? '–' : `${digits === 0 ? Math.round(rate * 100) : (rate * 100).toFixed(digits)}%`;

/** A 95% interval as `31%–88%`; none when no game (or match) was decided. */
export const interval = (ci: { low: number; high: number } | null, digits = 0): string =>
  ci ? `${percent(ci.low, digits)}–${percent(ci.high, digits)}` : 'no interval';
