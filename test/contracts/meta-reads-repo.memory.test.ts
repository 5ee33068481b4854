import { describe } from 'vitest';
import { InMemoryMetaReadsRepo } from '../fakes/metagame/in-memory-meta-reads-repo.js';
import { DECKS, MATCHES, TOURNAMENTS } from '../support/public-meta-fixture.js';
import { metaReadsRepoContract } from './meta-reads-repo.contract.js';

describe('InMemoryMetaReadsRepo', () =>
  metaReadsRepoContract(() =>
    Promise.resolve({
      repo: new InMemoryMetaReadsRepo({ tournaments: TOURNAMENTS, decks: DECKS, matches: MATCHES }),
      close: () => Promise.resolve(),
    }),
  ));
