import { describe } from 'vitest';
import { InMemoryMatchStatsRepo } from '../fakes/in-memory-match-stats-repo.js';
import { matchStatsRepoContract, ROSTER } from './match-stats-repo.contract.js';

describe('InMemoryMatchStatsRepo', () =>
  matchStatsRepoContract(async () => {
    const repo = new InMemoryMatchStatsRepo();
    repo.opponents.push(...ROSTER);
    let n = 0;
    return {
      repo,
      addMatch: async (m) => {
        const { games, ...rest } = m;
      const [game1, game2, game3] = games;
        repo.matches.push({ ...rest, id: `m${++n}`, date: '2026-11-01', game1, game2, game3, openingHand: '', turningPoint: '', finalTurn: '', createdAt: new Date() });
      },
      close: async () => {},
    };
  }));
