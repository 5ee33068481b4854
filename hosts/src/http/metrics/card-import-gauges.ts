import { Gauge, type Registry } from 'prom-client';
import { IMPORT_STATES, type ImportStatus, type Logger } from '@metagame/core';

/**
 * The card import as the status every process shares says, read at scrape time: its state (1 for
 * the current one, 0 for the others) and, when the latest import succeeded, when it finished (no
 * sample otherwise). A status that cannot be read (the database is down) leaves both empty for
 * that scrape and is logged, so the process metrics are still served.
 */
export function cardImportGauges(
  registers: Registry[],
  importStatus: () => Promise<ImportStatus>,
  logger: Logger,
): void {
  // prom-client collects every metric of a scrape at once: both gauges share one read.
  let reading: Promise<ImportStatus | null> | null = null;
  const read = (): Promise<ImportStatus | null> => {
    reading ??= importStatus()
      .catch((error: unknown) => {
        logger.warn({ err: error instanceof Error ? error.message : error }, 'metrics: card import status unreadable');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const state: Gauge<'state'> = new Gauge({
    name: 'metagame_card_import_state',
    help: 'The card import state: 1 for the current one (idle, running, succeeded, failed, skipped), 0 for the others',
    labelNames: ['state'],
    registers,
    collect: async () => {
      state.reset();
      const status = await read();
      if (status) for (const name of IMPORT_STATES) state.set({ state: name }, name === status.state ? 1 : 0);
    },
  });
  // Labelled by source: an unlabelled gauge would read 0 (1970) when no import has succeeded yet.
  const lastSuccess: Gauge<'source'> = new Gauge({
    name: 'metagame_card_import_last_success_timestamp_seconds',
    help: 'When the latest card import finished, in Unix seconds, by source, while its state is succeeded',
    labelNames: ['source'],
    registers,
    collect: async () => {
      lastSuccess.reset();
      const status = await read();
      if (status?.state === 'succeeded' && status.finishedAt)
        lastSuccess.set({ source: status.source ?? 'unknown' }, status.finishedAt.getTime() / 1000);
    },
  });
}
