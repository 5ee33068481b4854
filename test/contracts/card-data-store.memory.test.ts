import { describe } from 'vitest';
import { InMemoryCardDataStore } from '../fakes/in-memory-card-data-store.js';
import { cardDataStoreContract } from './card-data-store.contract.js';

describe('InMemoryCardDataStore', () =>
  cardDataStoreContract(async () => {
    const store = new InMemoryCardDataStore();
    return { store, prices: (uuid) => store.priceSeries(uuid), close: async () => {} };
  }));
