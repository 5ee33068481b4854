import { randomInt } from 'node:crypto';
import type { CodeGenerator } from '@metagame/core';

/** 6-digit codes from the platform CSPRNG; randomInt rejects biased values, so 000000–999999 are equally likely. */
export class RandomCodeGenerator implements CodeGenerator {
  newCode(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }
}
