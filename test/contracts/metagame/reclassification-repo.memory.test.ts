import { describe } from 'vitest';
import { memoryArchetypesHarness } from './archetypes.harness.js';
import { reclassificationRepoContract } from './reclassification-repo.contract.js';

describe('InMemoryReclassificationRepo', () => reclassificationRepoContract(memoryArchetypesHarness));
