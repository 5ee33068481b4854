import { describe } from 'vitest';
import { SnapshotUnitOfWork } from '../fakes/snapshot-unit-of-work.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';

describe('SnapshotUnitOfWork', () =>
  unitOfWorkContract(async () => {
    const users = new InMemoryUserRepo();
    return { uow: new SnapshotUnitOfWork([users]), users, inRequest: (work) => work(), close: async () => {} };
  }));
