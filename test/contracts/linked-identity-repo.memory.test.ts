import { describe } from 'vitest';
import { InMemoryLinkedIdentityRepo } from '../fakes/in-memory-linked-identity-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { InMemoryPasskeyRepo } from '../fakes/in-memory-passkey-repo.js';
import { linkedIdentityRepoContract } from './linked-identity-repo.contract.js';

describe('InMemoryLinkedIdentityRepo', () =>
  linkedIdentityRepoContract(async () => {
    const users = new InMemoryUserRepo();
    const passkeys = new InMemoryPasskeyRepo();
    return { identities: new InMemoryLinkedIdentityRepo(users, passkeys), users, passkeys, close: async () => {} };
  }));
