export const IMPORT_SOURCES = ['AllPrices', 'AllPricesToday'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATES = ['idle', 'running', 'succeeded', 'failed', 'skipped'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const IMPORT_PHASES = ['meta', 'catalogue', 'prices', 'publish', 'done'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** `date` is the upstream build date (YYYY-MM-DD), `version` its SemVer+build string. */
export interface UpstreamMeta {
  readonly version: string;
  readonly date: string;
}

export interface ImportCounts {
  readonly sets: number;
  readonly cards: number;
  readonly pricePoints: number;
}

export interface ImportProgress {
  readonly bytesRead: number;
  readonly bytesTotal: number | null;
  readonly rowsWritten: number;
}

/** The one import status every process sees (persisted in the database). */
export interface ImportStatus {
  readonly state: ImportState;
  readonly source: ImportSource | null;
  readonly force: boolean;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly phase: ImportPhase | null;
  readonly progress: ImportProgress;
  readonly counts: ImportCounts;
  readonly upstream: UpstreamMeta | null;
  /** Why the import failed (state failed) or was skipped (state skipped). */
  readonly message: string | null;
}

export const NO_COUNTS: ImportCounts = { sets: 0, cards: 0, pricePoints: 0 };
export const NO_PROGRESS: ImportProgress = { bytesRead: 0, bytesTotal: null, rowsWritten: 0 };

export const IDLE_STATUS: ImportStatus = {
  state: 'idle',
  source: null,
  force: false,
  startedAt: null,
  finishedAt: null,
  phase: null,
  progress: NO_PROGRESS,
  counts: NO_COUNTS,
  upstream: null,
  message: null,
};

export function runningStatus(source: ImportSource, force: boolean, now: Date, counts: ImportCounts): ImportStatus {
  return { ...IDLE_STATUS, state: 'running', source, force, startedAt: now, phase: 'meta', counts };
}
