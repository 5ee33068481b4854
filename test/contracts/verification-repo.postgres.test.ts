import { describeOn } from '../support/each-database.js';
import { verificationRepoContract } from './verification-repo.contract.js';
import { mikroOrmVerificationHarness } from './verification-repo.harness.js';
import { verificationRepoAcrossProcesses, verificationRepoInTransaction } from './verification-repo.sql-cases.js';

describeOn('postgres', 'MikroOrmVerificationRepo', (kind) => {
  verificationRepoContract(() => mikroOrmVerificationHarness(kind));
  verificationRepoInTransaction(kind);
  verificationRepoAcrossProcesses(kind);
});
