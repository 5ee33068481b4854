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

/** The process running a reclassification, as the run's row records it. */
export interface ReclassificationHolder {
  /** When the run last saved progress (or started). */
  readonly heartbeatAt: Date;
  /** true: its process runs; false: its process is gone; null: cannot be told from here (another machine). */
  readonly alive: boolean | null;
}

/**
 * How long a run whose process cannot be checked may go without saving progress before it counts
 * as interrupted. A page of decks takes well under a second; a minute leaves room for a slow database.
 */
export const RECLASSIFICATION_LEASE_SECONDS = 60;

/** Whether a `running` run's process stopped without finishing it (killed, crashed, the machine gone). */
export function reclassificationInterrupted(holder: ReclassificationHolder, now: Date): boolean {
  if (holder.alive !== null) return !holder.alive;
  return holder.heartbeatAt.getTime() < now.getTime() - RECLASSIFICATION_LEASE_SECONDS * 1000;
}

/** The message an interrupted run reads with, and what to do about it. */
export function interruptedRunMessage(holder: ReclassificationHolder): string {
  const last = holder.heartbeatAt.toISOString();
  const why =
    holder.alive === false
      ? `the reclassifying process ended without finishing (last progress ${last})`
      : `the reclassifying process stopped responding at ${last}`;
  return `Interrupted: ${why}. Import the definitions again to relabel the format's decks.`;
}
