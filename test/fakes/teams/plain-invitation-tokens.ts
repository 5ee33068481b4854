import type { InvitationTokens } from '@metagame/core';

/** Readable, predictable tokens for unit tests (`token-1`, …); the hash is recognisable but not the token. */
export class PlainInvitationTokens implements InvitationTokens {
  private counter = 0;

  newToken(): string {
    this.counter += 1;
    return `token-${this.counter}`;
  }

  hash(token: string): string {
    return `hashed:${token}`;
  }
}
