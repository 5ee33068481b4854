import { describeOn } from '../support/each-database.js';
import { teamWorkspacesMigrationSuite } from './team-workspaces-migration.suite.js';

describeOn('postgres', 'migration m0019-team-workspaces', teamWorkspacesMigrationSuite);
