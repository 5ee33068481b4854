import type { PasswordHasher } from '@metagame/core';
import { Argon2WorkerPool } from './argon2-worker-pool.js';

/** Argon2id parameters: 64 MiB, 3 passes, 4 lanes. */
export const ARGON2ID_PARAMS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;

/**
 * Argon2id via @node-rs/argon2, off the event loop. One verification keeps every core busy for tens
 * of milliseconds (its 4 lanes run in parallel), so jobs run on `workers` low-priority threads and
 * queue beyond that: a burst of logins cannot occupy the CPU ahead of the other requests.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly pool: Argon2WorkerPool;

  constructor(options: { workers: number }) {
    this.pool = new Argon2WorkerPool(options.workers);
  }

  async hash(password: string): Promise<string> {
    return String(await this.pool.run({ op: 'hash', password, params: ARGON2ID_PARAMS }));
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return (await this.pool.run({ op: 'verify', hash: storedHash, password })) === true;
    } catch {
      // A malformed stored hash is a failed verification, not an error.
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
