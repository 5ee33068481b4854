import { describe } from 'vitest';
import { InMemoryPasskeyRepo } from '../fakes/in-memory-passkey-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { passkeyRepoContract } from './passkey-repo.contract.js';

// The fake knows nothing of users: deleting one cannot cascade to its passkeys, so that case is the adapters' alone.
describe('InMemoryPasskeyRepo', () =>
  passkeyRepoContract(
    async () => ({
      passkeys: new InMemoryPasskeyRepo(),
      users: new InMemoryUserRepo(),
      close: async () => {},
    }),
    { cascades: false },
  ));
