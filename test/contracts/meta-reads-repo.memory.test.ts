import { describe } from 'vitest';
import { InMemoryMetaReadsRepo } from '../fakes/metagame/in-memory-meta-reads-repo.js';
import { DECKS, MATCHES, TOURNAMENTS, type DeckSeed, type TournamentSeed } from '../support/public-meta-fixture.js';
import { metaReadsRepoContract } from './meta-reads-repo.contract.js';

describe('InMemoryMetaReadsRepo', () =>
  metaReadsRepoContract(() => {
    const decks: DeckSeed[] = DECKS.map((deck) => ({ ...deck }));
    const tournaments: TournamentSeed[] = [...TOURNAMENTS];
    return Promise.resolve({
      repo: new InMemoryMetaReadsRepo({ tournaments, decks, matches: MATCHES }),
      relabel: (deckId, archetype, override) => {
        const at = decks.findIndex((deck) => deck.id === deckId);
        decks[at] = { ...decks[at]!, archetype, override };
        return Promise.resolve();
      },
      addTournaments: (more) => {
        tournaments.push(...more);
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    });
  }));
