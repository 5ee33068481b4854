import { describe } from 'vitest';
import { InMemoryVerificationRepo } from '../fakes/in-memory-verification-repo.js';
import { verificationRepoContract } from './verification-repo.contract.js';

// The fake keeps no users, so the cascade case is skipped here (deleteUser omitted).
describe('InMemoryVerificationRepo', () =>
  verificationRepoContract(async () => ({ repo: new InMemoryVerificationRepo(), seedUser: async () => {}, close: async () => {} })),
);
