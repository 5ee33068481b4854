import { describeOn } from '../../support/each-database.js';
import { sqlArchetypesHarness } from './archetypes.harness.js';
import { deckArchetypeRepoContract } from './deck-archetype-repo.contract.js';

describeOn('postgres', 'SqlDeckArchetypeRepo', (kind) => deckArchetypeRepoContract(() => sqlArchetypesHarness(kind)));
