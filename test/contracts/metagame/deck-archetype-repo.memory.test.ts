import { describe } from 'vitest';
import { memoryArchetypesHarness } from './archetypes.harness.js';
import { deckArchetypeRepoContract } from './deck-archetype-repo.contract.js';

describe('InMemoryDeckArchetypeRepo', () => deckArchetypeRepoContract(memoryArchetypesHarness));
