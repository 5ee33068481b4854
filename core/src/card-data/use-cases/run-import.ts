import type { Clock } from '../../shared/clock.js';
import type { Logger } from '../../shared/logger.js';
import type { ImportSource, ImportStatus } from '../entities/import-status.js';
import type { CardDataSource } from '../ports/card-data-source.js';
import type { CardDataStore } from '../ports/card-data-store.js';
import type { ImportStatusRepo } from '../ports/import-status-repo.js';
import { ImportJob } from './import-job.js';
import type { WebhookPublisher } from '../../webhooks/entities/webhook-publisher.js';

export interface RunImportInput {
  /** The lock owner BeginImport returned. */
  readonly owner: string;
  readonly source: ImportSource;
  readonly force: boolean;
  /** Called whenever the status changes, saved or not (CLI progress display). */
  readonly onProgress?: (status: ImportStatus) => void;
  /**
   * Aborting stops the run at the next batch (a download in progress is cancelled): nothing is
   * published, the status ends `failed` with "Interrupted: <reason>" and the lock is released.
   */
  readonly signal?: AbortSignal;
}
export type RunImportOutput = ImportStatus;

/**
 * The import job, run under the lock BeginImport took: Meta → (AllPrintings when the catalogue is
 * missing or from another build) → prices → publish in one transaction. Never throws: a failure
 * ends as a `failed` status with the reason, and the lock is always released. Webhooks subscribed to
 * `card_data.import.finished` are told how it ended, once the status is saved.
 */
export class RunImport {
  constructor(
    private readonly source: CardDataSource,
    private readonly store: CardDataStore,
    private readonly statuses: ImportStatusRepo,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute(input: RunImportInput): Promise<RunImportOutput> {
    const { status: initial } = await this.statuses.read();
    const job = new ImportJob(this.source, this.store, this.statuses, this.clock, input, initial);
    let final: ImportStatus;
    try {
      final = await job.run();
    } catch (error) {
      const message = input.signal?.aborted
        ? `Interrupted: ${reasonOf(input.signal.reason)}`
        : error instanceof Error
          ? error.message
          : String(error);
      this.logger.error({ source: input.source, error: message }, 'card-data import failed');
      final = { ...job.current, state: 'failed', finishedAt: this.clock.now(), message };
    }
    await this.statuses.release(input.owner, final);
    await this.tellWebhooks(final);
    input.onProgress?.(final);
    if (final.state === 'succeeded' && final.message !== null)
      this.logger.warn(
        { source: input.source, counts: final.counts, warning: final.message },
        'card-data import finished',
      );
    else if (final.state !== 'failed')
      this.logger.info({ source: input.source, state: final.state, counts: final.counts }, 'card-data import finished');
    return final;
  }

  /**
   * The release saves the status on its own (retrying a failed save in the background), so the event
   * is its own write just after: a crash in between loses this notice, never the import.
   */
  private async tellWebhooks(status: ImportStatus): Promise<void> {
    try {
      await this.webhooks.publicEvent('card_data.import.finished', {
        source: status.source,
        state: status.state,
        message: status.message,
        finished_at: status.finishedAt?.toISOString() ?? null,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'card_data.import.finished not queued for webhooks');
    }
  }
}

const reasonOf = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason));
