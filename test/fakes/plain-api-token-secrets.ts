import { API_TOKEN_BODY_LENGTH, type ApiTokenSecrets } from '@metagame/core';

/** Predictable bodies for unit tests (`…0001`, `…0002`); the hash is recognisable but not the secret. */
export class PlainApiTokenSecrets implements ApiTokenSecrets {
  private counter = 0;

  newBody(): string {
    this.counter += 1;
    return String(this.counter).padStart(API_TOKEN_BODY_LENGTH, '0');
  }

  hash(secret: string): string {
    return `hashed:${secret}`;
  }
}
