import type { DomainErrorCode } from './error-codes.js';

/** A business outcome a caller can recover from; hosts map `code` to a status or exit code in one table each. */
export interface DomainError<C extends DomainErrorCode = DomainErrorCode> {
  readonly code: C;
  readonly message: string;
}

export const domainError = <C extends DomainErrorCode>(code: C, message: string): DomainError<C> => ({ code, message });
