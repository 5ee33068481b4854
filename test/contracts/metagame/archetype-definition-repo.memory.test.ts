import { describe } from 'vitest';
import { memoryArchetypesHarness } from './archetypes.harness.js';
import { archetypeDefinitionRepoContract } from './archetype-definition-repo.contract.js';

describe('InMemoryArchetypeDefinitionRepo', () => archetypeDefinitionRepoContract(memoryArchetypesHarness));
