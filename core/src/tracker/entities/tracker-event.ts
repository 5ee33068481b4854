/**
 * Where matches are played: a testing session, a league or a tournament (a match with no event
 * counts as testing). Events are archived, never deleted, so the matches naming them keep their label.
 */
export const EVENT_KINDS = ['testing', 'league', 'tournament'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_FORMAT_MAX_LENGTH = 100;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_ROUNDS_MAX = 100;

export interface TrackerEventFields {
  readonly name: string;
  /** Free text, e.g. "Premodern". */
  readonly format: string;
  /** Calendar date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly kind: EventKind;
  readonly location: string | null;
  readonly rounds: number | null;
  readonly notes: string;
}

export interface TrackerEvent extends TrackerEventFields {
  readonly id: string;
  readonly ownerId: string;
  readonly archivedAt: Date | null;
  readonly createdAt: Date;
}
