/**
 * What a reading of the public metagame covers: one format and the events dated within a window.
 * `from` and `to` are calendar days (UTC) and both included; either may be open.
 */
export interface MetaWindow {
  readonly format: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** The window as instants: events at or after `startsAt` and strictly before `endsBefore` (null = open). */
export interface MetaInstants {
  readonly format: string;
  readonly startsAt: Date | null;
  readonly endsBefore: Date | null;
}

const DAY_MS = 86_400_000;

/** `to` covers its whole day, so the end is the next midnight, excluded. */
export function instantsOf(window: MetaWindow): MetaInstants {
  return {
    format: window.format,
    startsAt: window.from === null ? null : new Date(`${window.from}T00:00:00.000Z`),
    endsBefore: window.to === null ? null : new Date(Date.parse(`${window.to}T00:00:00.000Z`) + DAY_MS),
  };
}
