import type { Reclassification, ReclassificationHolder } from '../entities/reclassification.js';

/** Reclassification runs and their progress, readable by every process. */
export interface ReclassificationRepo {
  /** Records a new run (state running), held by this process. */
  start(run: Reclassification): Promise<void>;
  /** Saves a run's progress or final state; progress also tells that its process still works on it. */
  save(run: Reclassification): Promise<void>;
  /** The format's newest run; null when the format never had one. */
  latest(format: string): Promise<Reclassification | null>;
  /** The process that started the run and its last progress; null for an unknown run. */
  holderOf(runId: string): Promise<ReclassificationHolder | null>;
}
