import type { Clock } from '../../shared/clock.js';
import { IMPORT_LOCK_STALE_SECONDS, type ImportStatus } from '../entities/import-status.js';
import type { ImportStatusRepo } from '../ports/import-status-repo.js';

export type GetImportStatusOutput = ImportStatus;

/**
 * The import status as every process sees it. A `running` import whose holder stopped beating
 * (process killed) is reported as failed: its lock can be taken over and nothing was published.
 */
export class GetImportStatus {
  constructor(
    private readonly statuses: ImportStatusRepo,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<GetImportStatusOutput> {
    const { status, heartbeatAt } = await this.statuses.read();
    const staleBefore = this.clock.now().getTime() - IMPORT_LOCK_STALE_SECONDS * 1000;
    if (status.state !== 'running' || !heartbeatAt || heartbeatAt.getTime() >= staleBefore) return status;
    return { ...status, state: 'failed', message: `Interrupted: the importing process stopped responding at ${heartbeatAt.toISOString()}.` };
  }
}
