import { describe } from 'vitest';
import { InMemoryImportStatusRepo, type ImportStatusRow } from '../fakes/in-memory-import-status-repo.js';
import { importStatusRepoContract } from './import-status-repo.contract.js';

describe('InMemoryImportStatusRepo', () =>
  importStatusRepoContract(async () => {
    let row: ImportStatusRow | undefined;
    return {
      repoFor: (options) => {
        const repo = new InMemoryImportStatusRepo(options, row);
        row = repo.row;
        return repo;
      },
      close: async () => {},
    };
  }));
