import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import { holderGone } from '../entities/import-lock.js';
import { runningStatus, type ImportSource, type ImportStatus } from '../entities/import-status.js';
import { importRunning, type ImportRunning } from '../errors.js';
import type { CardDataStore } from '../ports/card-data-store.js';
import type { ImportStatusRepo } from '../ports/import-status-repo.js';

export interface BeginImportInput {
  readonly source: ImportSource;
  readonly force: boolean;
}
export interface BeginImportOutput {
  /** Lock owner id to hand to RunImport. */
  readonly owner: string;
  readonly status: ImportStatus;
}

/**
 * Takes the cross-process import lock and announces `running`; the job itself is RunImport. A lock
 * whose holder is gone (entities/import-lock.ts) is taken over.
 */
export class BeginImport {
  constructor(
    private readonly statuses: ImportStatusRepo,
    private readonly store: CardDataStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: BeginImportInput): Promise<Result<BeginImportOutput, ImportRunning>> {
    const now = this.clock.now();
    const { status: current, holder } = await this.statuses.read();
    if (holder && !holderGone(holder, now)) return err(importRunning(current));
    const owner = this.ids.newId();
    const status = runningStatus(input.source, input.force, now, await this.store.counts());
    if (await this.statuses.acquire(owner, status, now, holder)) return ok({ owner, status });
    return err(importRunning((await this.statuses.read()).status));
  }
}
