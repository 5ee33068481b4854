import type { FileRound, TournamentFile } from './tournament-file.js';

export interface PlayerRecord {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** A standing whose published record disagrees with what the rounds give. */
export interface StandingMismatch {
  readonly player: string;
  readonly published: PlayerRecord;
  readonly fromRounds: PlayerRecord;
}

/** Each player's match record from the rounds: more games won is a win, equal games a draw, a bye a win. */
export function recordsFromRounds(rounds: readonly FileRound[]): Map<string, PlayerRecord> {
  const records = new Map<string, { wins: number; losses: number; draws: number }>();
  const of = (player: string) => {
    let record = records.get(player);
    if (!record) records.set(player, (record = { wins: 0, losses: 0, draws: 0 }));
    return record;
  };
  for (const round of rounds)
    for (const m of round.matches) {
      const one = of(m.player1);
      if (m.player2 === null) {
        one.wins++;
        continue;
      }
      const two = of(m.player2);
      if (m.wins1 > m.wins2) [one.wins, two.losses] = [one.wins + 1, two.losses + 1];
      else if (m.wins2 > m.wins1) [two.wins, one.losses] = [two.wins + 1, one.losses + 1];
      else [one.draws, two.draws] = [one.draws + 1, two.draws + 1];
    }
  return records;
}

/**
 * Standings against rounds. When every player with a deck appears in the rounds, the rounds are the
 * whole event and each record must equal what they give. Otherwise they are a part of it (sources
 * publish only the top-8 playoff of a Swiss event), and no record may be below what they give.
 * Without rounds or standings there is nothing to compare.
 */
export function checkStandings(file: Pick<TournamentFile, 'decks' | 'rounds' | 'standings'>): StandingMismatch[] {
  const { rounds, standings } = file;
  if (!rounds || !standings || rounds.length === 0) return [];
  const fromRounds = recordsFromRounds(rounds);
  const complete = file.decks.every((d) => fromRounds.has(d.player));
  const none: PlayerRecord = { wins: 0, losses: 0, draws: 0 };
  const mismatches: StandingMismatch[] = [];
  for (const s of standings) {
    const expected = fromRounds.get(s.player) ?? none;
    const keys = ['wins', 'losses', 'draws'] as const;
    const agrees = complete ? keys.every((k) => s[k] === expected[k]) : keys.every((k) => s[k] >= expected[k]);
    if (!agrees)
      mismatches.push({
        player: s.player,
        published: { wins: s.wins, losses: s.losses, draws: s.draws },
        fromRounds: expected,
      });
  }
  return mismatches;
}
