import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '@metagame/core';

/** Version 4 UUIDs from the platform CSPRNG. */
export class RandomUuidGenerator implements IdGenerator {
  newId(): string {
    return randomUUID();
  }
}
