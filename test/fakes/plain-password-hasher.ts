import type { PasswordHasher } from '@metagame/core';

/**
 * A fast, honest stand-in for Argon2id in core unit tests: a reversible tag, but `verify` follows
 * the port contract (a malformed hash is false, never a throw). Counts verifications so tests can
 * check a dummy verification ran.
 */
export class PlainPasswordHasher implements PasswordHasher {
  verifications = 0;

  async hash(password: string): Promise<string> {
    return `plain$${Buffer.from(password).toString('base64')}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    if (!hash.startsWith('plain$')) return false;
    return hash === (await this.hash(password));
  }
}
