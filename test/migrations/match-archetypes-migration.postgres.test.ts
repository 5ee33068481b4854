import { describeOn } from '../support/each-database.js';
import { matchArchetypesMigrationSuite } from './match-archetypes-migration.suite.js';

describeOn('postgres', 'migration m0029-match-archetypes', matchArchetypesMigrationSuite);
