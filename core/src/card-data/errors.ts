import { domainError, type DomainError } from '../shared/domain-error.js';
import type { ImportStatus } from './entities/import-status.js';

/** Another process (or request) holds the import lock; `status` is the running import's. */
export interface ImportRunning extends DomainError<'IMPORT_RUNNING'> {
  readonly status: ImportStatus;
}

export const importRunning = (status: ImportStatus): ImportRunning => ({
  ...domainError('IMPORT_RUNNING', 'A card-data import is already running.'),
  status,
});
