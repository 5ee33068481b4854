import { describe, expect, it } from 'vitest';
import { readTournamentFile, type FileIssue } from '@metagame/core';
import { leagueEvent, swissEvent, type TournamentJson } from '../../support/metagame/tournament-files.js';

const issuesOf = (value: unknown): readonly FileIssue[] => {
  const read = readTournamentFile(value);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.error;
};
const paths = (value: unknown) => issuesOf(value).map((i) => i.path);
const edited = (edit: (file: TournamentJson) => void): TournamentJson => {
  const file = swissEvent();
  edit(file);
  return file;
};

describe('readTournamentFile', () => {
  it('reads the event, decks, rounds and standings of a valid file', () => {
    const read = readTournamentFile(swissEvent());
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const file = read.value;
    expect(file.name).toBe('Fixture Modern Open');
    expect(file.date.toISOString()).toBe('2024-05-18T08:00:00.000Z');
    expect(file.uri).toBe('https://example.test/t/1');
    expect(file.decks.map((d) => d.player)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Eve 谷']);
    expect(file.decks[0]!.mainboard[2]).toEqual({ count: 2, name: 'Fire // Ice' });
    expect(file.decks[0]!.sideboard).toEqual([{ count: 3, name: 'Smash to Smithereens' }]);
    expect(file.rounds!.map((r) => r.matches.length)).toEqual([3, 3, 3]);
    expect(file.standings![0]).toMatchObject({ rank: 1, player: 'Ana', points: 7, wins: 2, losses: 0, draws: 1 });
  });

  it('reads "2-1-0" as games won by each side and draws', () => {
    const read = readTournamentFile(swissEvent());
    expect(read.ok && read.value.rounds![0]!.matches[0]).toEqual({
      player1: 'Ana',
      player2: 'Bo',
      wins1: 2,
      wins2: 1,
      draws: 0,
    });
  });

  it('reads a bye written on either side as the player on side 1 with no opponent', () => {
    const read = readTournamentFile(swissEvent());
    if (!read.ok) throw new Error('refused');
    expect(read.value.rounds![0]!.matches[2]).toEqual({
      player1: 'Eve 谷',
      player2: null,
      wins1: 2,
      wins2: 0,
      draws: 0,
    });
    expect(read.value.rounds![2]!.matches[2]).toEqual({ player1: 'Cy', player2: null, wins1: 2, wins2: 0, draws: 0 });
  });

  it('reads a file without rounds, standings or Uri, and a date without an offset as UTC', () => {
    const read = readTournamentFile(leagueEvent());
    if (!read.ok) throw new Error('refused');
    expect(read.value).toMatchObject({ uri: null, rounds: null, standings: null });
    expect(read.value.date.toISOString()).toBe('2024-05-21T00:00:00.000Z');
  });

  it('refuses what is not a JSON object', () => {
    expect(paths([1, 2])).toEqual(['$']);
    expect(paths('text')).toEqual(['$']);
  });

  it('names a missing field by its path', () => {
    expect(issuesOf(edited((f) => delete f.Tournament.Name))).toEqual([
      { path: 'Tournament.Name', message: 'is missing' },
    ]);
    expect(paths(edited((f) => delete f.Decks[1]!.Mainboard))).toEqual(['Decks[1].Mainboard']);
    expect(paths({ Tournament: swissEvent().Tournament })).toEqual(['Decks']);
  });

  it('refuses a count that is not a positive integer, naming its path', () => {
    for (const bad of [0, -1, 2.5, '4', null]) {
      const file = edited((f) => ((f.Decks[3]!.Mainboard as { Count: unknown }[])[2]!.Count = bad));
      expect(issuesOf(file)).toEqual([{ path: 'Decks[3].Mainboard[2].Count', message: 'must be a positive integer' }]);
    }
  });

  it('refuses a date that is not ISO 8601', () => {
    expect(paths(edited((f) => (f.Tournament.Date = '18/05/2024')))).toEqual(['Tournament.Date']);
  });

  it('refuses a duplicated player', () => {
    const file = edited((f) => (f.Decks[2]!.Player = 'Ana'));
    expect(issuesOf(file)).toContainEqual({ path: 'Decks[2].Player', message: 'duplicates the player "Ana"' });
  });

  it('refuses a round naming a player not in the tournament', () => {
    const file = edited((f) => (f.Rounds![1]!.Matches[1]!.Player2 = 'Zed'));
    expect(issuesOf(file)).toEqual([
      { path: 'Rounds[1].Matches[1].Player2', message: 'names "Zed", who has no deck in the tournament' },
    ]);
  });

  it('refuses a player paired twice in one round', () => {
    const file = edited((f) => (f.Rounds![0]!.Matches[1]!.Player2 = 'Bo'));
    expect(issuesOf(file)).toEqual([
      { path: 'Rounds[0].Matches[1].Player2', message: 'plays "Bo" a second time in this round' },
    ]);
  });

  it('refuses a standing naming a player not in the tournament, or twice', () => {
    expect(paths(edited((f) => (f.Standings![4]!.Player = 'Zed')))).toEqual(['Standings[4].Player']);
    expect(paths(edited((f) => (f.Standings![4]!.Player = 'Ana')))).toEqual(['Standings[4].Player']);
  });

  it('refuses a result that is not wins-losses-draws', () => {
    expect(paths(edited((f) => (f.Rounds![0]!.Matches[0]!.Result = 'won')))).toEqual(['Rounds[0].Matches[0].Result']);
  });

  it('refuses text no database could store as sent: NUL, a lone surrogate', () => {
    expect(issuesOf(edited((f) => (f.Decks[0]!.Player = 'nul\u0000byte')))).toContainEqual({
      path: 'Decks[0].Player',
      message: 'must not contain NUL characters',
    });
    const lone = edited((f) => ((f.Decks[1]!.Mainboard as { CardName: string }[])[0]!.CardName = 'lone \ud800 card'));
    expect(issuesOf(lone)).toEqual([
      { path: 'Decks[1].Mainboard[0].CardName', message: 'must not contain unpaired UTF-16 surrogates' },
    ]);
  });

  it('refuses texts longer than their column may index, counting characters, not UTF-16 units', () => {
    expect(issuesOf(edited((f) => (f.Tournament.Uri = `https://example.test/${'x'.repeat(600)}`)))).toEqual([
      { path: 'Tournament.Uri', message: 'must be at most 600 characters' },
    ]);
    const league = (player: string) => {
      const file = leagueEvent();
      file.Decks[0]!.Player = player;
      return readTournamentFile(file);
    };
    const emoji = '🂡'.repeat(200); // 400 UTF-16 units, 200 characters
    expect(league(emoji).ok).toBe(true);
    expect(league(`${emoji}x`)).toMatchObject({
      ok: false,
      error: [{ path: 'Decks[0].Player', message: 'must be at most 200 characters' }],
    });
  });

  it('reports every problem of a file, not only the first', () => {
    const file = edited((f) => {
      f.Tournament.Name = '';
      (f.Decks[0]!.Sideboard as { CardName: unknown }[])[0]!.CardName = 7;
      f.Standings![0]!.Wins = -1;
    });
    expect(paths(file)).toEqual(['Tournament.Name', 'Decks[0].Sideboard[0].CardName', 'Standings[0].Wins']);
  });
});
