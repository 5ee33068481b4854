import { describe } from 'vitest';
import { describeOn } from '../../support/each-database.js';
import { REAL_DIR, realTournamentsSuite } from './real-tournaments.suite.js';

// Real files are not in the repository: the suite runs when METAGAME_REAL_META_DIR names them.
describe.skipIf(!REAL_DIR)('real tournament files', () =>
  describeOn('postgres', 'real tournament files imported over HTTP', realTournamentsSuite),
);
