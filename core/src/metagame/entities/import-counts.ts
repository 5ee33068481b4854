import type { StandingMismatch } from './standings-check.js';
import type { TournamentFile } from './tournament-file.js';

/** What an import of `file` reports whether or not it writes: the event, and its decks, rounds and matches counted. */
export function countsOf(file: TournamentFile, format: string, mismatches: readonly StandingMismatch[]) {
  const matches = file.rounds?.flatMap((r) => r.matches) ?? [];
  return {
    format,
    name: file.name,
    date: file.date,
    decks: file.decks.length,
    rounds: file.rounds?.length ?? 0,
    matches: matches.filter((m) => m.player2 !== null).length,
    byes: matches.filter((m) => m.player2 === null).length,
    standings: file.standings?.length ?? 0,
    inconsistent: mismatches.length > 0,
    mismatches,
  };
}
