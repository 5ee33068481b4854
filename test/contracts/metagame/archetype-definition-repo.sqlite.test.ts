import { describeOn } from '../../support/each-database.js';
import { sqlArchetypesHarness } from './archetypes.harness.js';
import { archetypeDefinitionRepoContract } from './archetype-definition-repo.contract.js';

describeOn('sqlite', 'SqlArchetypeDefinitionRepo', (kind) =>
  archetypeDefinitionRepoContract(() => sqlArchetypesHarness(kind)),
);
