/**
 * Background of a matrix cell: red (0%) through yellow to green (100%), light enough that the
 * cell's dark text keeps WCAG AA contrast at every rate. No decided game: neutral grey.
 */
export function heatColour(winRate: number | null): string {
  if (winRate === null) return '#f1f3f5';
  return `hsl(${Math.round(winRate * 120)} 70% 82%)`;
}

export const percent = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
