import type { CodeGenerator } from '@metagame/core';

/** Hands out predictable codes: 100001, 100002, … (or the ones given). */
export class SequenceCodeGenerator implements CodeGenerator {
  private next = 100_000;

  constructor(private readonly queued: string[] = []) {}

  newCode(): string {
    return this.queued.shift() ?? String(++this.next);
  }
}
