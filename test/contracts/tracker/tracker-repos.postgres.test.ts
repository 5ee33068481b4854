import { describeOn } from '../../support/each-database.js';
import { trackerReposContract } from './tracker-repos.contract.js';
import { openSqlTrackerRepos } from './tracker-repos.harness.js';

describeOn('postgres', 'MikroORM tracker repos', (kind) => trackerReposContract(() => openSqlTrackerRepos(kind)));
