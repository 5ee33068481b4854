import type { Clock } from '../../shared/clock.js';
import { holderGone, interruptedMessage } from '../entities/import-lock.js';
import type { ImportStatus } from '../entities/import-status.js';
import type { ImportStatusRepo } from '../ports/import-status-repo.js';

export type GetImportStatusOutput = ImportStatus;

/**
 * The import status as every process sees it. A `running` import whose holder is gone (killed:
 * its process no longer runs, or its lease ran out) is reported as failed: its lock can be taken
 * over and nothing was published.
 */
export class GetImportStatus {
  constructor(
    private readonly statuses: ImportStatusRepo,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<GetImportStatusOutput> {
    const { status, holder } = await this.statuses.read();
    if (status.state !== 'running' || !holder || !holderGone(holder, this.clock.now())) return status;
    return { ...status, state: 'failed', message: interruptedMessage(holder) };
  }
}
