import { describe } from 'vitest';
import { InMemoryCardDataStore } from '../fakes/in-memory-card-data-store.js';
import { cardDataStoreContract } from './card-data-store.contract.js';

describe('InMemoryCardDataStore', () => cardDataStoreContract(async () => ({ store: new InMemoryCardDataStore(), close: async () => {} })));
