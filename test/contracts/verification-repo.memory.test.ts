import { describe } from 'vitest';
import { InMemoryVerificationRepo } from '../fakes/in-memory-verification-repo.js';
import { verificationRepoContract } from './verification-repo.contract.js';

// The fake keeps no users, so the contract has no cascade case for it (deleteUser omitted).
describe('InMemoryVerificationRepo', () =>
  verificationRepoContract(
    async () => ({ repo: new InMemoryVerificationRepo(), seedUser: async () => {}, close: async () => {} }),
    { keepsUsers: false },
  ));
