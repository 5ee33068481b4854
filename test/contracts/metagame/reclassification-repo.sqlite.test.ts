import { describeOn } from '../../support/each-database.js';
import { sqlArchetypesHarness } from './archetypes.harness.js';
import { reclassificationRepoContract } from './reclassification-repo.contract.js';

describeOn('sqlite', 'SqlReclassificationRepo', (kind) =>
  reclassificationRepoContract(() => sqlArchetypesHarness(kind)),
);
