import { describe } from 'vitest';
import { InMemoryTotpRepo } from '../fakes/in-memory-totp-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { totpRepoContract } from './totp-repo.contract.js';

describe('InMemoryTotpRepo', () =>
  totpRepoContract(async () => ({
    totp: new InMemoryTotpRepo(),
    users: new InMemoryUserRepo(),
    close: async () => {},
  })));
