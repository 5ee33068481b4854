import type { CodeHasher } from '@metagame/core';

/** A readable stand-in for SHA-256 in core unit tests; still bound to the user id like the real one. */
export class PlainCodeHasher implements CodeHasher {
  hash(code: string, userId: string): string {
    return `plain:${userId}:${code}`;
  }

  matches(code: string, userId: string, codeHash: string): boolean {
    return this.hash(code, userId) === codeHash;
  }
}
