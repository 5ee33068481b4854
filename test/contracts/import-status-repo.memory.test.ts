import { describe } from 'vitest';
import { InMemoryImportStatusRepo } from '../fakes/in-memory-import-status-repo.js';
import { importStatusRepoContract } from './import-status-repo.contract.js';

describe('InMemoryImportStatusRepo', () => importStatusRepoContract(async () => ({ repo: new InMemoryImportStatusRepo(), close: async () => {} })));
