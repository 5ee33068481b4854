import { describe } from 'vitest';
import { InMemoryCardRatingsRepo } from '../fakes/in-memory-card-ratings-repo.js';
import { cardRatingsRepoContract } from './card-ratings-repo.contract.js';

describe('InMemoryCardRatingsRepo', () =>
  cardRatingsRepoContract(async () => {
    const repo = new InMemoryCardRatingsRepo();
    return { repo, addTest: async (t) => void repo.tests.push(t), close: async () => {} };
  }));
