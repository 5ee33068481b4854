import { describe } from 'vitest';
import { InMemoryLinkedIdentityRepo } from '../fakes/in-memory-linked-identity-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { linkedIdentityRepoContract } from './linked-identity-repo.contract.js';

describe('InMemoryLinkedIdentityRepo', () =>
  linkedIdentityRepoContract(async () => {
    const users = new InMemoryUserRepo();
    return { identities: new InMemoryLinkedIdentityRepo(users), users, close: async () => {} };
  }));
