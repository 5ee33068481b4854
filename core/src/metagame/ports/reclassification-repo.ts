import type { Reclassification } from '../entities/reclassification.js';

/** Reclassification runs and their progress, readable by every process. */
export interface ReclassificationRepo {
  /** Records a new run (state running). */
  start(run: Reclassification): Promise<void>;
  /** Saves a run's progress or final state. */
  save(run: Reclassification): Promise<void>;
  /** The format's newest run; null when the format never had one. */
  latest(format: string): Promise<Reclassification | null>;
}
