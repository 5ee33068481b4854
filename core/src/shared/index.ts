/** Results, domain errors and the ports every area shares (time, ids, transactions, logging). */
export { type Result, ok, err } from './result.js';
export { type DomainError, domainError } from './domain-error.js';
export { type DomainErrorCode } from './error-codes.js';
export type { Clock } from './clock.js';
export type { IdGenerator } from './id-generator.js';
export type { UnitOfWork } from './unit-of-work.js';
export type { Logger } from './logger.js';
