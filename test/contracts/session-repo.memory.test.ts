import { describe } from 'vitest';
import { InMemorySessionRepo } from '../fakes/in-memory-session-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { sessionRepoContract } from './session-repo.contract.js';

// The fake keeps no foreign key: the cascade case is not registered for it.
describe('InMemorySessionRepo', () =>
  sessionRepoContract(
    async () => {
      const users = new InMemoryUserRepo();
      return { sessions: new InMemorySessionRepo(users), users, close: async () => {} };
    },
    { cascades: false },
  ));
