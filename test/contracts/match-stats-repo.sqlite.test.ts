import { describeOn } from '../support/each-database.js';
import { matchStatsRepoContract } from './match-stats-repo.contract.js';
import { openSqlMatchStats } from './match-stats-repo.harness.js';

describeOn('sqlite', 'MikroOrmMatchStatsRepo', (kind) => matchStatsRepoContract(() => openSqlMatchStats(kind)));
