/**
 * One run that labels every deck of a format with the format's newest definitions. A run stops as
 * `superseded` when newer definitions of the same format started a run of their own, so the last
 * definitions imported always have the last word.
 */
export const RECLASSIFICATION_STATES = ['running', 'succeeded', 'failed', 'superseded'] as const;
export type ReclassificationState = (typeof RECLASSIFICATION_STATES)[number];

export interface ArchetypeMatchCounts {
  readonly rule: number;
  readonly fallback: number;
  readonly unknown: number;
}

export interface Reclassification {
  readonly id: string;
  readonly format: string;
  readonly definitionSetId: string;
  readonly state: ReclassificationState;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  /** Decks of the format when the run started. */
  readonly total: number;
  /** Decks labelled so far. */
  readonly done: number;
  readonly counts: ArchetypeMatchCounts;
  /** Why the run failed or was superseded. */
  readonly message: string | null;
}

export const NO_MATCHES: ArchetypeMatchCounts = { rule: 0, fallback: 0, unknown: 0 };
