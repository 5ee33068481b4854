import { describe, expect, it } from 'vitest';
import { checkStandings, readTournamentFile, recordsFromRounds, type TournamentFile } from '@metagame/core';
import {
  leagueEvent,
  playoffOnlyEvent,
  swissEvent,
  type TournamentJson,
} from '../../support/metagame/tournament-files.js';

const read = (json: TournamentJson): TournamentFile => {
  const result = readTournamentFile(json);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('recordsFromRounds', () => {
  it('counts more games won as a win, equal games as a draw and a bye as a win', () => {
    const records = recordsFromRounds(read(swissEvent()).rounds!);
    expect(Object.fromEntries(records)).toEqual({
      Ana: { wins: 2, losses: 0, draws: 1 },
      Bo: { wins: 2, losses: 1, draws: 0 },
      Cy: { wins: 2, losses: 1, draws: 0 },
      Di: { wins: 1, losses: 1, draws: 1 },
      'Eve 谷': { wins: 1, losses: 2, draws: 0 },
    });
  });

  it('counts a one-game match ("1-0-0") as a win', () => {
    const records = recordsFromRounds(read(playoffOnlyEvent()).rounds!);
    expect(records.get('Bo')).toEqual({ wins: 1, losses: 1, draws: 0 });
    expect(records.get('Cy')).toEqual({ wins: 0, losses: 1, draws: 0 });
  });
});

describe('checkStandings', () => {
  it('finds standings that equal their complete rounds consistent', () => {
    expect(checkStandings(read(swissEvent()))).toEqual([]);
  });

  it('reports a standing whose record differs from its complete rounds', () => {
    const json = swissEvent();
    json.Standings![4]!.Wins = 0; // Eve's bye not counted
    json.Standings![4]!.Losses = 3;
    expect(checkStandings(read(json))).toEqual([
      { player: 'Eve 谷', published: { wins: 0, losses: 3, draws: 0 }, fromRounds: { wins: 1, losses: 2, draws: 0 } },
    ]);
  });

  it('reports a draw counted as a loss', () => {
    const json = swissEvent();
    Object.assign(json.Standings![3]!, { Losses: 2, Draws: 0 });
    expect(checkStandings(read(json)).map((m) => m.player)).toEqual(['Di']);
  });

  it('holds playoff-only rounds to a lower bound: Swiss wins above them are consistent', () => {
    expect(checkStandings(read(playoffOnlyEvent()))).toEqual([]);
  });

  it('reports a standing below what partial rounds give', () => {
    const json = playoffOnlyEvent();
    json.Standings![1]!.Wins = 1; // Ana won two playoff matches
    expect(checkStandings(read(json))).toEqual([
      { player: 'Ana', published: { wins: 1, losses: 1, draws: 0 }, fromRounds: { wins: 2, losses: 0, draws: 0 } },
    ]);
  });

  it('has nothing to compare without rounds or standings', () => {
    expect(checkStandings(read(leagueEvent()))).toEqual([]);
    expect(checkStandings(read(swissEvent({ Rounds: null })))).toEqual([]);
    expect(checkStandings(read(swissEvent({ Standings: null })))).toEqual([]);
  });
});
