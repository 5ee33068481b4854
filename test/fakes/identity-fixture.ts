import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import { TokenIssuer, TokenValidator } from '@metagame/core';
import { InMemoryUserRepo } from './in-memory-user-repo.js';
import { PlainPasswordHasher } from './plain-password-hasher.js';
import { PlainTokenSigner } from './plain-token-signer.js';

/** The identity ports as in-memory fakes, plus the token services built on them. */
export function identityFakes() {
  const users = new InMemoryUserRepo();
  const hasher = new PlainPasswordHasher();
  const signer = new PlainTokenSigner();
  const clock = new ControllableClock('2026-03-01T10:00:00.000Z');
  const ids = new SequentialIdGenerator();
  const issuer = new TokenIssuer(signer, clock, { accessTokenMinutes: 30, refreshTokenDays: 7 });
  const validator = new TokenValidator(signer, users, clock);
  return { users, hasher, signer, clock, ids, issuer, validator };
}
