import type { components } from '../api/openapi';

export type Weighting = components['schemas']['MetaShare']['weighting'];

/** The format and days the page reads, as the API's own query names. */
export interface MetaWindow {
  readonly format: string;
  readonly from?: string;
  readonly to?: string;
  readonly weighting: Weighting;
}

export const WEIGHTINGS: readonly { value: Weighting; label: string }[] = [
  { value: 'none', label: 'Every deck the same' },
  { value: 'log_players', label: 'By event size (log2 of players)' },
  { value: 'per_event', label: 'Every event the same' },
];

const isWeighting = (value: string | null): value is Weighting => WEIGHTINGS.some((w) => w.value === value);

/** The window a page address names; the format falls back to `fallback` (the newest event's). */
export function windowOf(params: URLSearchParams, fallback: string): MetaWindow {
  const weighting = params.get('weighting');
  return {
    format: params.get('format') || fallback,
    ...(params.get('from') ? { from: params.get('from')! } : {}),
    ...(params.get('to') ? { to: params.get('to')! } : {}),
    weighting: isWeighting(weighting) ? weighting : 'none',
  };
}

/** The window as the query of the share and trend reads (the default weighting left out). */
export function windowQuery({ format, from, to, weighting }: MetaWindow) {
  return {
    format,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(weighting !== 'none' ? { weighting } : {}),
  };
}

/** A fraction as a percentage with one decimal (`12.5%`), `–` for none. */
export const share = (value: number | null): string => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

/** A conversion rate as `1.50×`, `–` for none. */
export const ratio = (value: number | null): string => (value === null ? '–' : `${value.toFixed(2)}×`);

/** The archetype's name, or what a deck not classified yet counts as. */
export const archetypeName = (name: string | null): string => name ?? 'Not classified yet';

/** A record as `5–3–1`, the draws only when there are some. */
export const tally = (r: { wins: number; losses: number; draws: number }): string =>
  `${r.wins}–${r.losses}${r.draws ? `–${r.draws}` : ''}`;
