import { describe } from 'vitest';
import { InMemoryMatchStatsRepo } from '../fakes/in-memory-match-stats-repo.js';
import { EVENTS, matchStatsRepoContract, ROSTER } from './match-stats-repo.contract.js';

describe('InMemoryMatchStatsRepo', () =>
  matchStatsRepoContract(async () => {
    const repo = new InMemoryMatchStatsRepo();
    repo.opponents.push(...ROSTER);
    for (const event of EVENTS) repo.eventKinds.set(event.id, event.kind);
    let n = 0;
    return {
      repo,
      addMatch: async ({
        games: [game1, game2, game3],
        sides: [game2OnPlay, game3OnPlay],
        mulligans: [game1Mulligans, game2Mulligans, game3Mulligans],
        plansUsed,
        playerId,
        ...rest
      }) => {
        const notes = { openingHand: '', turningPoint: '', finalTurn: '' };
        repo.matches.push({
          ...rest,
          ...notes,
          playerId: playerId === undefined ? rest.ownerId : playerId,
          id: `m${++n}`,
          game1,
          game2,
          game3,
          game2OnPlay,
          game3OnPlay,
          game1Mulligans,
          game2Mulligans,
          game3Mulligans,
          game2PlanUsed: plansUsed?.[0] ?? null,
          game3PlanUsed: plansUsed?.[1] ?? null,
          round: null,
          createdAt: new Date(),
        });
      },
      close: async () => {},
    };
  }));
