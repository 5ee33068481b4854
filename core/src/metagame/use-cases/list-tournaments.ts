import type { TournamentListQuery, TournamentPage, TournamentRepo } from '../ports/tournament-repo.js';

export type ListTournamentsInput = TournamentListQuery;
export type ListTournamentsOutput = TournamentPage;

/** A page of imported tournaments, newest first, optionally of one format and date window. */
export class ListTournaments {
  constructor(private readonly tournaments: TournamentRepo) {}

  execute(input: ListTournamentsInput): Promise<ListTournamentsOutput> {
    return this.tournaments.list(input);
  }
}
