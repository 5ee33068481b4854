import type { IdGenerator } from '@metagame/core';

/** Predictable UUIDs: 00000000-0000-4000-8000-000000000001, …002, … */
export class SequentialIdGenerator implements IdGenerator {
  private next = 1;

  newId(): string {
    const n = (this.next++).toString(16).padStart(12, '0');
    return `00000000-0000-4000-8000-${n}`;
  }
}
