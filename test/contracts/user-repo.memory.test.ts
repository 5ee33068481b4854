import { describe } from 'vitest';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { userRepoContract } from './user-repo.contract.js';

describe('InMemoryUserRepo', () =>
  userRepoContract(async () => ({ repo: new InMemoryUserRepo(), close: async () => {} })));
